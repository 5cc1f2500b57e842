val f : 'a * 'b -> 'b * 'a
