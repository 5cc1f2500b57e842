structure S :
  sig
    val x : int
  end
