(* A structure body without `end`. *)
structure S = struct val x = 1
signature T = sig end
