(* A datatype without constructors. *)
datatype t =
val x = 1
