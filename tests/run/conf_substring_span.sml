(* no-poly *) (* Poly/ML compares span's bases by contents (=) *)
(* Substring.span joins two substrings of the same base string: the same
   string object, as the spec's "same underlying string" (and MLton), so
   substrings of two distinct strings with equal contents raise Span, as
   does a second substring that ends before the first starts.  Poly/ML
   compares the bases by contents; on every other line it agrees. *)
fun p s = print (s ^ "\n")
fun sp (a, b) = Substring.string (Substring.span (a, b)) handle Span => "Span"
val s1 = String.implode (explode "hello world")
val s2 = String.implode (explode "hello world")
val f1 = Substring.full s1
val _ = p (sp (Substring.slice (f1, 0, SOME 2), Substring.slice (f1, 6, SOME 2)))
val _ = p (sp (Substring.slice (f1, 6, SOME 2), Substring.slice (f1, 0, SOME 2)))
val _ = p (sp (Substring.slice (f1, 6, SOME 2), Substring.slice (f1, 0, SOME 7)))
val _ = p (sp (Substring.slice (f1, 0, SOME 2), Substring.full s2))
val _ = p (sp (Substring.full s2, f1))
val _ = p (sp (Substring.extract (s1, 3, NONE), Substring.substring (s1, 4, 2)))
val _ = p (sp (Substring.triml 1 f1, Substring.trimr 1 f1))
val _ = p (sp (Substring.slice (f1, 11, NONE), Substring.slice (f1, 11, NONE)) ^ "|")
