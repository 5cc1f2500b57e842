functor Id (X : sig val x : int end) : sig val x : int end
functor Twice (Y : sig val x : int end) : sig structure Z : sig val x : int end val y : int end
structure T :
  sig
    structure Z :
      sig
        val x : int
      end
    val y : int
  end
val r : int
