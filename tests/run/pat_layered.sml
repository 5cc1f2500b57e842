(* Layered patterns (x as p), including nested layers and layers on constructors and records. *)
fun dupFirst (l as x :: _) = x :: l | dupFirst [] = []
val _ = print (String.concatWith " " (map Int.toString (dupFirst [7, 8, 9])) ^ "\n")
fun merge (xs as x :: xr, ys as y :: yr) = if x <= y then x :: merge (xr, ys) else y :: merge (xs, yr)
  | merge (xs, []) = xs | merge ([], ys) = ys
val _ = print (String.concatWith " " (map Int.toString (merge ([1, 4, 6, 9], [2, 3, 7]))) ^ "\n")
fun f (p as (a as SOME x, b)) = (case b of [] => "nil " ^ Int.toString x | _ => "cons") ^ (if isSome a then "!" else "?") ^ Int.toString (length (#2 p))
  | f (NONE, _) = "none"
val _ = print (f (SOME 3, []) ^ " " ^ f (SOME 1, [1, 2]) ^ " " ^ f (NONE, [5]) ^ "\n")
fun g (r as {a, ...} : {a : int, b : string}) = #b r ^ Int.toString a
val _ = print (g {a = 1, b = "b"} ^ "\n")
