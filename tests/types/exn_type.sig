val e : exn
val l : exn list
val isDiv : exn -> bool
