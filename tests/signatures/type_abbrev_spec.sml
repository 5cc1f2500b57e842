(* A type abbreviation in a signature (`type t = int` spec). *)
signature S = sig type t = int val x : t end
structure A :> S = struct type t = int val x = 1 end
val y = A.x * 2
