(* A ref cell with a polymorphic annotation is not allowed. *)
val r : 'a list ref = ref []
