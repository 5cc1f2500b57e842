signature S =
  sig
    val id : int -> int
    val pair : 'a -> 'a * 'a
  end
structure A :
  sig
    val id : int -> int
    val pair : 'a -> 'a * 'a
  end
val n : int
