signature S =
  sig
    type t
    val x : t
    val toInt : t -> int
  end
structure A :
  sig
    type t
    val x : t
    val toInt : t -> int
  end
val y : int
val z : A.t
