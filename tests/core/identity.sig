val id : 'a -> 'a
