(* Transparent ascription (:) keeps type equalities visible; signature hides an auxiliary value. *)
signature SQ = sig type t val make : int -> t val area : t -> int end
structure Sq : SQ = struct type t = int fun helper x = x * x fun make n = n fun area n = helper n end
val a = Sq.area (Sq.make 7) + (Sq.make 1)
val _ = print (Int.toString a ^ "\n")
