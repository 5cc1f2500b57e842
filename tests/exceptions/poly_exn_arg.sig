val f : 'a -> 'a
