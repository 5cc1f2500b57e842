(* Transparent ascription keeps the type's identity. *)
signature S = sig type t val x : t end
structure A : S = struct type t = int val x = 5 end
val y = A.x + 1
