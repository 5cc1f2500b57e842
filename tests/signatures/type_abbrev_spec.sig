signature S =
  sig
    type t = int
    val x : int
  end
structure A :
  sig
    type t = int
    val x : int
  end
val y : int
