structure S :
  sig
    exception Empty'
    val hd' : 'a list -> 'a
  end
val h : int
