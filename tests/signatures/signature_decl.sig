signature STACK =
  sig
    type 'a stack
    val empty : 'a stack
    val push : 'a * 'a stack -> 'a stack
    exception Empty
  end
