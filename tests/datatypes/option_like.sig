datatype 'a maybe = Nothing | Just of 'a
val map' : ('a -> 'b) -> 'a maybe -> 'b maybe
