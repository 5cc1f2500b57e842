signature S =
  sig
    type t
    val show : t -> string
  end
functor Show (X : sig type t = int val show : int -> string end) : sig val f : int -> string end
structure Sh :
  sig
    val f : int -> string
  end
val s : string
