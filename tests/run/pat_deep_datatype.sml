(* Deep datatype patterns: red-black tree balancing (Okasaki) with four nested rotation cases. *)
datatype color = R | B
datatype tree = E | T of color * tree * int * tree
fun balance (B, T (R, T (R, a, x, b), y, c), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, T (R, a, x, T (R, b, y, c)), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, a, x, T (R, T (R, b, y, c), z, d)) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, a, x, T (R, b, y, T (R, c, z, d))) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance body = T body
fun insert (x, s) =
  let fun ins E = T (R, E, x, E)
        | ins (s as T (c, a, y, b)) = if x < y then balance (c, ins a, y, b) else if x > y then balance (c, a, y, ins b) else s
  in case ins s of T (_, a, y, b) => T (B, a, y, b) | E => E end
fun depth E = 0 | depth (T (_, a, _, b)) = 1 + Int.max (depth a, depth b)
fun blackHeight E = 1 | blackHeight (T (c, a, _, _)) = (if c = B then 1 else 0) + blackHeight a
fun toList E = [] | toList (T (_, a, x, b)) = toList a @ x :: toList b
val t = foldl insert E (List.tabulate (200, fn i => (i * 37) mod 211))
val l = toList t
val _ = print (Int.toString (length l) ^ " " ^ Int.toString (depth t) ^ " " ^ Int.toString (blackHeight t) ^ " "
               ^ Int.toString (hd l) ^ " " ^ Int.toString (List.last l) ^ "\n")
