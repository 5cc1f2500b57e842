structure A :
  sig
    val b : int
    val a : string
  end
