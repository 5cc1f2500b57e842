(* open inside a structure body re-exports the opened bindings. *)
structure A = struct val x = 1 end
structure B = struct open A val y = x + 1 end
val z = B.x + B.y
