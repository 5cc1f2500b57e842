(* A datatype matched by an abstract type spec through opaque ascription. *)
signature S = sig type t val mk : int -> t end
structure A :> S = struct datatype t = T of int val mk = T end
val v = A.mk 1
