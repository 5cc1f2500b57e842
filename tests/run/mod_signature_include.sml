(* Signatures built with include and where type; a structure matching a larger signature is ascribed to a smaller one. *)
signature BASE = sig type t val show : t -> string end
signature EXT = sig include BASE val double : t -> t end
structure I : EXT where type t = int = struct type t = int fun show n = "#" ^ Int.toString n fun double n = 2 * n end
structure B : BASE = I
val _ = print (I.show (I.double 21) ^ " " ^ B.show 5 ^ "\n")
