val fs : (int -> int) list
val ps : (int * string) list
val fl : (unit -> unit) list list
