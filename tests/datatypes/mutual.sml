(* Mutually recursive datatypes with `and`, one line each. *)
datatype exp = Num of int | Let of dec * exp
and dec = Val of string * exp
fun size (Num _) = 1
  | size (Let (d, e)) = dsize d + size e
and dsize (Val (_, e)) = 1 + size e
