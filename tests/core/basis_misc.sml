(* Miscellaneous top-level basis values. *)
val s = "ab" ^ str #"c" ^ implode (explode "de")
val n = size s + ord #"a"
val c = chr 65
val f = floor 2.5 + ceil 1.5 + round 0.5 + trunc 1.9
val r = real 3
val o1 = valOf (SOME 3)
val g = getOpt (NONE, "x")
val b = isSome (SOME ()) andalso not false
val h = hd [1] + hd (tl [1, 2])
val z = null []
val cc = concat ["a", "b"]
