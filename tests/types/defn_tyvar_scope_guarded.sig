val pair : int * string
val triple : 'a -> int * string * 'a
val nested : bool * int
val outer : 'a -> 'a
