val x : t
val un : t -> int
