(* Mutually recursive `val rec ... and ...`. *)
val rec even = fn 0 => true | n => odd (n - 1)
and odd = fn 0 => false | n => even (n - 1)
