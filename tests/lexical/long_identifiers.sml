(* Qualified identifiers. *)
structure A = struct structure B = struct val c = 1 end end
val x = A.B.c
val n = Int.max (1, 2)
