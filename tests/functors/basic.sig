signature ORD =
  sig
    type t
    val le : t * t -> bool
  end
functor Max (O : sig type t val le : t * t -> bool end) : sig val max : O.t * O.t -> O.t end
structure IntOrd :
  sig
    type t = int
    val le : int * int -> bool
  end
structure M :
  sig
    val max : int * int -> int
  end
val m : int
