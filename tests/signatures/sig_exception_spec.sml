(* Exception specifications. *)
signature S = sig exception E of int exception F end
structure A : S = struct exception E of int exception F end
