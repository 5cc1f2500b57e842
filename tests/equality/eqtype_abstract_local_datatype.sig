type t
val mk : int -> t
val same : t * t -> bool
