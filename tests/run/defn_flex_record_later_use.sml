(* A flexible record in a local function is resolved by a later use in the same top-level declaration (structure, local, let); the selector stays monomorphic until then (Definition 4.11). *)
structure S = struct
  fun name r = #name r
  fun age {age, ...} = age
  val people = [{name = "ann", age = 31}, {name = "bob", age = 42}]
  val names = map name people
  val total = foldl (fn (p, s) => age p + s) 0 people
end
val _ = print (String.concatWith "," S.names ^ " " ^ Int.toString S.total ^ "\n")
val x = let fun f r = #a r fun g (r as {b, ...}) = b + f r in g {a = 1, b = 2} + f {a = 3, b = 4} end
val _ = print (Int.toString x ^ "\n")
local fun first (p : {fst : 'a, snd : 'b}) = #fst p fun sel r = #2 r in val y = sel (1, "two", 3.0) ^ Int.toString (first {fst = 4, snd = ()}) end
val _ = print (y ^ "\n")
