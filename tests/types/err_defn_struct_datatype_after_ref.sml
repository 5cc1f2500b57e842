(* Rule 17: a datatype declared after a monomorphic ref is a new name the ref's type cannot mention *)
structure S = struct val r = ref [] datatype t = A val _ = r := [A] end
