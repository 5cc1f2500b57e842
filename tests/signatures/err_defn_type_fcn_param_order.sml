(* A type spec's parameters are matched by position: ('a, 'b) t = 'b * 'a is not matched by ('a, 'b) t = 'a * 'b (Definition 5.6, type functions must be equal); the message names the parameters by position. *)
signature S = sig type ('a, 'b) t = 'b * 'a end
structure A : S = struct type ('a, 'b) t = 'a * 'b end
