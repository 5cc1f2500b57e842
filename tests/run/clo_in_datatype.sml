(* Closures stored in datatypes, lists and records, then applied. *)
datatype op' = Un of int -> int | Bin of int * int -> int | Const of int
val ops = [Un (fn x => ~x), Bin (op +), Const 7, Bin (fn (a, b) => a * b - 1), Un (fn x => x * x)]
fun apply (Un f) = f 6
  | apply (Bin g) = g (6, 4)
  | apply (Const c) = c
val _ = print (String.concatWith " " (map (Int.toString o apply) ops) ^ "\n")
val table = [{name = "inc", f = fn x => x + 1}, {name = "dbl", f = fn x => 2 * x}]
val _ = app (fn {name, f} => print (name ^ "=" ^ Int.toString (f 21) ^ "\n")) table
