structure S :
  sig
    val revealed : int
  end
