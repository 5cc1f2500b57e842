(* A signature declaration cannot appear inside a structure. *)
structure S = struct signature T = sig end end
