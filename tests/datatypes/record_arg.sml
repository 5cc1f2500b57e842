(* `datatype t = A of {x : int}`. *)
datatype t = A of {x : int}
val a = A {x = 1}
fun getx (A {x}) = x
