signature S =
  sig
    type t
    val mk : int -> t
  end
structure A :
  sig
    type t
    val mk : int -> t
  end
val v : A.t
