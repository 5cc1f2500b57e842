(* Enumeration datatypes (nullary constructors only): successor functions, equality, ordering via a table. *)
datatype day = Mon | Tue | Wed | Thu | Fri | Sat | Sun
val days = [Mon, Tue, Wed, Thu, Fri, Sat, Sun]
fun name d = case d of Mon => "Mon" | Tue => "Tue" | Wed => "Wed" | Thu => "Thu" | Fri => "Fri" | Sat => "Sat" | Sun => "Sun"
fun next Sun = Mon | next d = let fun f (x :: y :: r) = if x = d then y else f (y :: r) | f _ = Mon in f days end
fun weekend d = d = Sat orelse d = Sun
val _ = print (String.concatWith " " (map (name o next) days) ^ "\n")
val _ = print (String.concatWith " " (map name (List.filter weekend days)) ^ "\n")
fun idx d = let fun go (i, x :: r) = if x = d then i else go (i + 1, r) | go (_, []) = ~1 in go (0, days) end
val _ = print (Int.toString (foldl (fn (d, a) => a * 7 + idx d) 0 [Wed, Sun, Mon]) ^ "\n")
