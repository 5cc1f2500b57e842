(* Conversions between real and int. *)
fun mean l = real (foldl (op +) 0 l) / real (length l)
