(* Equality-polymorphic functions used on values coming from functors and abstract eqtypes. *)
signature KEY = sig eqtype k val all : k list end
functor Count (K : KEY) = struct fun count (x, l) = length (List.filter (fn y => y = x) l) fun histogram l = map (fn k => (k, count (k, l))) K.all end
structure CK = Count (struct type k = char val all = [#"a", #"b", #"c"] end)
structure SK = Count (struct type k = string list val all = [["x"], []] end)
val _ = print (String.concatWith " " (map (fn (c, n) => String.str c ^ Int.toString n) (CK.histogram (explode "abacabbc"))) ^ " " ^ String.concatWith " " (map (fn (_, n) => Int.toString n) (SK.histogram [[], ["x"], [], ["y"]])) ^ "\n")
