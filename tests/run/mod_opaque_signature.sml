(* Opaque signature ascription (:>) hides the representation; only the signature's operations work. *)
signature COUNTER = sig type t val zero : t val inc : t -> t val value : t -> int end
structure C :> COUNTER = struct type t = int val zero = 0 fun inc n = n + 1 fun value n = n * 10 end
val c = C.inc (C.inc (C.inc C.zero))
val _ = print (Int.toString (C.value c) ^ "\n")
