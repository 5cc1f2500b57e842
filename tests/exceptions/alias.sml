(* An exception alias prints with the argument type of the original. *)
exception E of string
exception F = E
val same = (raise F "x") handle E s => s
