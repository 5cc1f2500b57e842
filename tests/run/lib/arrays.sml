val a : int array = ForkJoin.alloc 10
val _ = ForkJoin.parfor 1 (0, 10) (fn i => Unsafe.Array.update (a, i, i * i))
fun sum (i, acc) = if i = 10 then acc else sum (i + 1, acc + Unsafe.Array.sub (a, i))
val _ = print (Int.toString (sum (0, 0)) ^ "\n")
val s : string array = Unsafe.Array.alloc 3
val _ = Unsafe.Array.update (s, 0, "x")
val _ = Unsafe.Array.update (s, 1, "y")
val _ = Unsafe.Array.update (s, 2, "z")
val _ = print (Unsafe.Array.sub (s, 2) ^ Unsafe.Array.sub (s, 0) ^ "\n")
val v = vector ["a", "b", "c"]
val w = vector [10, 20, 30]
val _ = print (Unsafe.Vector.sub (v, 1) ^ Int.toString (Unsafe.Vector.sub (w, 2)) ^ "\n")
val (p, q) = ForkJoin.par (fn () => 6 * 7, fn () => "par")
val _ = print (Int.toString p ^ " " ^ q ^ "\n")
val cs = vector [#"a", #"z"]
val _ = print (String.str (Unsafe.Vector.sub (cs, 1)) ^ "\n")
val _ = print (if v = vector ["a", "b", "c"] andalso w <> vector [10, 20] then "veq ok\n" else "veq bad\n")
