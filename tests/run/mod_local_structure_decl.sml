(* local structure declarations: a helper structure visible only to the following structure. *)
local
  structure Helpers = struct fun clamp (lo, hi) x = Int.max (lo, Int.min (hi, x)) val byte = clamp (0, 255) end
in
  structure Color = struct fun rgb (r, g, b) = (Helpers.byte r, Helpers.byte g, Helpers.byte b) fun show (r, g, b) = String.concatWith "," (map Int.toString [r, g, b]) end
end
val _ = print (Color.show (Color.rgb (300, ~5, 128)) ^ "\n")
