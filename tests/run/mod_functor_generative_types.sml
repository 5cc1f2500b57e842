(* Two applications of a functor with an opaque result produce values usable only with their own structure's operations. *)
signature BOX = sig type t val make : int -> t val get : t -> int val combine : t * t -> t end
functor MkBox (val factor : int) :> BOX = struct type t = int fun make n = n * factor fun get n = n fun combine (a, b) = a + b end
structure B2 = MkBox (val factor = 2)
structure B3 = MkBox (val factor = 3)
val x = B2.combine (B2.make 5, B2.make 1)
val y = B3.combine (B3.make 5, B3.make 1)
val _ = print (Int.toString (B2.get x) ^ " " ^ Int.toString (B3.get y) ^ "\n")
