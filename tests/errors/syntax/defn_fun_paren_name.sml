(* Parentheses around a function name alone are not a clause form of the Definition (only `(pat vid pat) atpat ...`). *)
fun (f) x = x
