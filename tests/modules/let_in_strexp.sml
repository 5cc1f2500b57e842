(* `let` in a structure expression. *)
structure S = let val hidden = 5 in struct val x = hidden * 2 end end
