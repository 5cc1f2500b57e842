val f : 'a -> ('a * int) * ('a * string)
