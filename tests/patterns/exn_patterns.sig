val msg : exn -> string
