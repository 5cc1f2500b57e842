(* An enumeration datatype. *)
datatype day = Mon | Tue | Wed
fun next Mon = Tue
  | next Tue = Wed
  | next Wed = Mon
