structure M :
  sig
    structure A :
      sig
        type t = int
        val x : int
      end
    structure B :
      sig
        type t = int
        val f : int -> int
      end
  end
val r : int
