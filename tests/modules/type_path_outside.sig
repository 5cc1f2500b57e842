structure Q :
  sig
    datatype queue = Q of int list
    val empty : queue
  end
val e : Q.queue
val isEmpty : Q.queue -> bool
