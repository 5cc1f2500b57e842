(* Composing a long list of closures built at run time (deep closure chains). *)
val fs = List.tabulate (100, fn i => fn x => (x * 31 + i) mod 1000003)
val big = List.foldr (op o) (fn x => x) fs
val _ = print (Int.toString (big 1) ^ " " ^ Int.toString (big 12345) ^ "\n")
fun rep (f, 0) = (fn x => x) | rep (f, n) = f o rep (f, n - 1)
val _ = print (Int.toString (rep (fn x => x + 3, 150) 0) ^ "\n")
