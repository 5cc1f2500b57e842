val apply : (('a -> 'a) -> 'b) -> 'b
