(* Type abbreviations print as declared and are expanded in value types. *)
type point = int * int
val origin : point = (0, 0)
