(* A signature specifying the same value twice. *)
signature S = sig val x : int val x : bool end
