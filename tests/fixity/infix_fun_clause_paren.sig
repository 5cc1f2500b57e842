val == : real * real -> real -> bool
val ok : bool
