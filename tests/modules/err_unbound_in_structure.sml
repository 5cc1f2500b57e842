(* A structure without the component. *)
structure S = struct val a = 1 end
val x = S.b
