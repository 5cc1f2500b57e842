val mk : unit -> exn * (exn -> bool)
val x1 : exn
val isX2 : exn -> bool
val differs : bool
