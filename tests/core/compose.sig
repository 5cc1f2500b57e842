val compose : ('a -> 'b) -> ('c -> 'a) -> 'c -> 'b
