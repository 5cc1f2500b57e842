(* no-poly *)
(* OS.Path against the examples of the Basis spec, where Poly/ML deviates:
   mkRelative keeps a trailing "/" of its path ("/a/b/" relative to "/a/c"
   is "../b/"; Poly/ML agrees there) and canonicalises it ("/a/b/../c"
   relative to "/a/d" is "../c"; Poly/ML gives "../b/../c"); getParent
   appends ".." to a path whose last arc is ".." and replaces a last "."
   (Poly/ML: getParent "a/.." = "a"). *)
fun tryS f x = f x handle OS.Path.Path => "Path" | OS.Path.InvalidArc => "InvalidArc"
val _ = List.app (fn (p, r) => print (p ^ " relative to " ^ r ^ " = " ^ tryS OS.Path.mkRelative {path = p, relativeTo = r} ^ "\n"))
  [("a/b", "/c/d"), ("/", "/a/b/c"), ("/a/b/", "/a/c"), ("/a/b", "/a/c/"), ("/a/b/", "/a/c/"), ("/a/b", "/"), ("/", "/"),
   ("/a/b/../c", "/a/d"), ("/a/b", "/c/d"), ("/c/a/b", "/c/d"), ("/c/d/a/b", "/c/d"), ("/a/b/", "/a/b"), ("/a/./b//", "/x"),
   ("/a", "b")]
val _ = List.app (fn p => print (p ^ " parent " ^ OS.Path.getParent p ^ "\n"))
  ["/", "a", "a/", "a///", "a/b", "a/b/", "..", ".", "", "a/..", "a/.", "/..", "../..", "/a/."]
val _ = List.app (fn (p, r) => print (p ^ " absolute to " ^ r ^ " = " ^ tryS OS.Path.mkAbsolute {path = p, relativeTo = r} ^ "\n"))
  [("a/b", "/c/d"), ("/a", "/c"), ("../b/", "/a/c"), ("a", "c"), (".", "/a"), ("", "/a/")]
