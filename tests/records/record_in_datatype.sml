(* Datatype constructors with record arguments. *)
datatype t = A of {x : int} | B of {y : string, x : int}
fun getx (A {x}) = x
  | getx (B {x, ...}) = x
