(* Simultaneous structure bindings with `and`. *)
structure A = struct val a = 1 end
and B = struct val b = "b" end
