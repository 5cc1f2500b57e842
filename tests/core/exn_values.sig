val n : string
val m : string
