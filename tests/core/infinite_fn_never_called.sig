val loop : 'a -> 'b
val fail : unit -> 'a
