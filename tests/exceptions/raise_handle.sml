(* raise and handle. *)
exception Bad of int
fun check x = if x < 0 then raise Bad x else x
val r = check ~1 handle Bad n => ~n
