(* Options and datatypes carrying functions: a dispatch table with optional handlers. *)
val table = [("inc", SOME (fn x => x + 1)), ("neg", SOME ~), ("nop", NONE), ("sq", SOME (fn x => x * x))]
fun run (name, x) = case List.find (fn (n, _) => n = name) table of SOME (_, SOME f) => Int.toString (f x) | SOME (_, NONE) => "no handler" | NONE => "unknown"
val _ = print (String.concatWith ", " (map run [("inc", 1), ("neg", 5), ("nop", 3), ("sq", 9), ("zzz", 0)]) ^ "\n")
