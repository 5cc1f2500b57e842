val dup : 'a list -> 'a list
