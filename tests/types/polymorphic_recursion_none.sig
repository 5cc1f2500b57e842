val len : 'a list -> int
val both : int
