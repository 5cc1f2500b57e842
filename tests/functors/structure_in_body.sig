functor Pair (X : sig type t val v : t end) : sig structure First : sig val v : X.t end structure Second : sig val v : X.t * X.t end end
structure P :
  sig
    structure First :
      sig
        val v : string
      end
    structure Second :
      sig
        val v : string * string
      end
  end
val s : string
