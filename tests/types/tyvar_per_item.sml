(* Type variable naming restarts at 'a for each printed item. *)
fun k x y = x
fun j (x, y) = y
