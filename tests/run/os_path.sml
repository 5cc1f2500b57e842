(* OS.Path against Poly/ML.  Left out where Poly/ML deviates from the Basis
   spec: getParent of a path whose last arc is ".." (Poly: getParent "a/.."
   = "a", "../.." = ".."; the spec's rule appends ".." : "a/../..",
   "../../.."), mkRelative with a relative path and relativeTo (Poly returns the path;
   the spec raises Path: conf3_os_path_relative_to), and mkRelative with a
   non-canonical absolute path (Poly
   keeps "//b" and "/../c" uncanonicalised). *)
fun show s = "\"" ^ s ^ "\""
fun opt NONE = "NONE" | opt (SOME s) = "SOME " ^ show s
fun arcs l = "[" ^ String.concatWith "," (List.map show l) ^ "]"
fun tryS f x = f x handle OS.Path.Path => "Path" | OS.Path.InvalidArc => "InvalidArc"
val paths = ["", "/", "//", "a", "a/", "a//", "a///", "/a", "/a/", "a/b", "a/b/", "/a/b", ".", "..", "./", "../a", "a/./b", "/../a", "a.b", "a.b.c", ".login", "a.", "a/b.c", "a.b/c", "/a.b/.c", "a//b", "..a", "a..", "x/.y.z"]
val _ = List.app (fn p =>
  let val {isAbs, vol, arcs = a} = OS.Path.fromString p
      val {dir, file} = OS.Path.splitDirFile p
      val {base, ext} = OS.Path.splitBaseExt p
  in print (show p ^ ": " ^ Bool.toString isAbs ^ " " ^ show vol ^ " " ^ arcs a ^ " parent=" ^ tryS OS.Path.getParent p
       ^ " dir=" ^ show dir ^ " file=" ^ show file ^ " base=" ^ show base ^ " ext=" ^ opt ext
       ^ " canon=" ^ show (OS.Path.mkCanonical p) ^ " isCanon=" ^ Bool.toString (OS.Path.isCanonical p)
       ^ " abs=" ^ Bool.toString (OS.Path.isAbsolute p) ^ " root=" ^ Bool.toString (OS.Path.isRoot p)
       ^ " toS=" ^ tryS OS.Path.toString (OS.Path.fromString p) ^ "\n")
  end) paths
val pairs = [("a", "b"), ("a/", "b"), ("/", "a"), ("a", ""), ("", "a"), ("/a", "b/c"), ("", ""), ("/", ""), ("a//", "b")]
val _ = List.app (fn (x, y) => print (show x ^ " " ^ show y ^ ": concat=" ^ tryS OS.Path.concat (x, y)
   ^ " join=" ^ tryS OS.Path.joinDirFile {dir = x, file = y}
   ^ " joinExt=" ^ OS.Path.joinBaseExt {base = x, ext = SOME y}
   ^ " mkAbs=" ^ tryS OS.Path.mkAbsolute {path = y, relativeTo = "/" ^ x}
   ^ " mkRel=" ^ tryS OS.Path.mkRelative {path = "/" ^ y, relativeTo = "/" ^ x} ^ "\n")) pairs
val _ = print (tryS OS.Path.toString {isAbs = false, vol = "", arcs = ["", "a"]} ^ "\n")
val _ = print (tryS OS.Path.toString {isAbs = false, vol = "", arcs = [""]} ^ "\n")
val _ = print (tryS OS.Path.toString {isAbs = true, vol = "", arcs = ["a/b"]} ^ "\n")
val _ = print (tryS OS.Path.toString {isAbs = true, vol = "C:", arcs = ["a"]} ^ "\n")
val _ = print (tryS OS.Path.mkAbsolute {path = "a", relativeTo = "b"} ^ "\n")
val _ = print (OS.Path.parentArc ^ OS.Path.currentArc ^ Bool.toString (OS.Path.validVolume {isAbs = true, vol = ""}) ^ Bool.toString (OS.Path.validVolume {isAbs = true, vol = "C:"}) ^ "\n")
