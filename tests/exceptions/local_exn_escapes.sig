val e : exn
