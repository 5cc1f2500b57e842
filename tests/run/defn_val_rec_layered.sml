(* val rec with layered and constrained patterns binds every name to the recursive function (Definition 2.9: only the right side must be fn match). *)
val rec fact as f2 : int -> int = fn 0 => 1 | n => n * f2 (n - 1)
val rec g : int -> int as h = fn 0 => 0 | n => 1 + g (n - 1) + h 0
val rec even as e = fn 0 => true | n => odd (n - 1) and odd = fn 0 => false | n => e (n - 1)
val _ = print (Int.toString (fact 5) ^ " " ^ Int.toString (f2 4) ^ " " ^ Int.toString (h 7) ^ " " ^ Bool.toString (even 10) ^ "\n")
val rec id as id2 = fn x => x
val _ = print (id "poly " ^ Int.toString (id2 3) ^ "\n")
