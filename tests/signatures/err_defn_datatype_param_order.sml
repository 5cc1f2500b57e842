(* A datatype spec's constructor types are compared with parameters by position (Definition 5.6). *)
signature S = sig datatype ('a, 'b) t = A of 'b end
structure X : S = struct datatype ('a, 'b) t = A of 'a end
