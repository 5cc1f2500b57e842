structure L :
  sig
    val single : 'a -> 'a list
  end
val a : int list
val b : string list
