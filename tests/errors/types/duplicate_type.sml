(* A type defined twice in one `type ... and`. *)
type t = int and t = bool
