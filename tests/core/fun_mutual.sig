val isEven : int -> bool
val isOdd : int -> bool
