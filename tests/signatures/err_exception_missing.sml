(* A missing exception. *)
signature S = sig exception E end
structure A : S = struct end
