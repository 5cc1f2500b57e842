type t
val r : t list ref
val a : t
