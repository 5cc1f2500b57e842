signature S =
  sig
    type t
    val x : t
  end
structure A :
  sig
    type t = int
    val x : int
  end
val y : int
