val r : (int -> int) ref
val same : bool
val sameRef : 'a ref * 'a ref -> bool
