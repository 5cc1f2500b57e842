val greet : string -> string
val lt : bool
val clt : bool
