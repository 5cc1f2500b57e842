val add : int -> int -> int
val k : 'a -> 'b -> 'a
