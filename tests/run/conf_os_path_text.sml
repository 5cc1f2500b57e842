(* OS.Path.splitBaseExt/base keep the path's text before the extension
   (empty arcs included: base "a//b.c" = "a//b"), and concat drops a
   trailing empty arc of its first path also when the second is ""
   (concat ("a/", "") = "a", as MLton and Poly/ML). *)
structure P = OS.Path
fun p s = print (s ^ "\n")
fun opt NONE = "NONE" | opt (SOME e) = e
val _ = List.app (fn s => let val {base, ext} = P.splitBaseExt s in p (s ^ " base " ^ base ^ " ext " ^ opt ext ^ " / " ^ P.base s) end)
  ["a//b.c", "///..a", "f.b//f.a", "//.ec.d", "/x/y.z", "a.b/", "a/.b", "a//", ".", "../x..y"]
val _ = List.app (fn (a, b) => p ("concat (" ^ a ^ ", " ^ b ^ ") = " ^ P.concat (a, b)))
  [("a/", ""), ("/f./", ""), ("///", ""), ("/", ""), ("", ""), ("a", ""), ("a//", "b"), ("a", "b/"), ("", "b")]
