(* A missing nested structure. *)
structure A = struct structure B = struct val c = 1 end end
val x = A.C.c
