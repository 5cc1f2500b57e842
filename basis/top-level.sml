(* Top-level values of the Basis Library not defined with their structure. *)

val print = SkeinPrim.print

fun vector l = SkeinPrim.vectorFromList l
