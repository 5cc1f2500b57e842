(* A name declared in the local part is not visible afterwards. *)
structure S = struct local val h = 1 in val v = h end end
val x = S.h
