val f : 'a -> 'b -> 'c -> 'c * 'b * 'a
