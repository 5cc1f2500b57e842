(* Value restriction: an expansive ref at a fixed type, and eta-expanded partial applications staying polymorphic. *)
val r = ref []
val _ = r := [1, 2, 3]
val _ = print (Int.toString (length (!r)) ^ "\n")
fun mapper f = map f
fun pairs l = mapper (fn x => (x, x)) l
val _ = print (Int.toString (length (pairs [1, 2])) ^ " " ^ Int.toString (length (pairs ["a"])) ^ "\n")
val none = NONE
val _ = print (Bool.toString (isSome (none : int option)) ^ Bool.toString (isSome (none : string option)) ^ "\n")
val empty = []
val _ = print (Int.toString (length (1 :: empty) + length ("a" :: empty)) ^ "\n")
