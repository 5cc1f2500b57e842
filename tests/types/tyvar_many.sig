val f : 'a * 'b * 'c * 'd -> 'd * 'c * 'b * 'a
