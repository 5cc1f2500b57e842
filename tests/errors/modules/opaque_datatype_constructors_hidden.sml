(* Opaque ascription to an abstract type hides the constructors. *)
structure S :> sig type t end = struct datatype t = A end
val x = S.A
