functor Add (val k : int) : sig val add : int -> int end
structure A5 :
  sig
    val add : int -> int
  end
val x : int
