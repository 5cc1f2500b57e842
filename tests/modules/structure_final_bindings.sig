structure S :
  sig
    val b : string
    val a : bool
  end
