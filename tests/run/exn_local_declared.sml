(* Exceptions declared in let and local, used within their scope, and caught outside with a wildcard. *)
fun safeDiv (a, b) = let exception Zero in (if b = 0 then raise Zero else a div b) handle Zero => 0 end
local exception Hidden of int in fun leak n = raise Hidden n fun catchIt f = (f (); "none") handle Hidden n => "hidden " ^ Int.toString n end
val _ = print (Int.toString (safeDiv (10, 2)) ^ " " ^ Int.toString (safeDiv (1, 0)) ^ " " ^ catchIt (fn () => leak 7) ^ "\n")
val _ = print (((leak 3; "no") handle _ => "caught by wildcard") ^ "\n")
