val head : 'a list -> 'a
