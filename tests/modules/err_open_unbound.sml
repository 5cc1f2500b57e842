(* Opening an unbound structure. *)
open Missing
