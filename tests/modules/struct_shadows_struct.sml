(* A later structure binding shadows an earlier one. *)
structure S = struct val x = 1 end
structure S = struct val x = "one" end
val y = S.x
