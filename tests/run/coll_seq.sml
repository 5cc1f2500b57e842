(* Vector, VectorSlice, Array, ArraySlice: every function of the spec,
   including the exceptions they raise. *)
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun pv v = print (ints (Vector.foldr (op ::) [] v) ^ "\n")
fun pa a = print (ints (Array.foldr (op ::) [] a) ^ "\n")
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
fun pb b = print (Bool.toString b ^ "\n")
fun popt NONE = print "NONE\n"
  | popt (SOME (i, x)) = print ("SOME(" ^ Int.toString i ^ "," ^ Int.toString x ^ ")\n")
fun exn f = (ignore (f ()); print "no exception\n") handle e => print (exnName e ^ "\n")

(* Vector *)
val v = Vector.tabulate (6, fn i => i * i)
val _ = pv v
val _ = pv (Vector.fromList [3, 1, 2])
val _ = print (Int.toString (Vector.length v) ^ " " ^ Int.toString (Vector.sub (v, 5)) ^ "\n")
val _ = exn (fn () => Vector.sub (v, 6))
val m1 = Vector.length v - 7
val _ = exn (fn () => Vector.sub (v, m1))
val _ = exn (fn () => Vector.tabulate (~1, fn i => i))
val _ = pv (Vector.update (v, 2, 99))
val _ = exn (fn () => Vector.update (v, 6, 0))
val _ = pv (Vector.concat [v, Vector.fromList [7], Vector.fromList [], v])
val _ = pv (Vector.concat [])
val _ = Vector.appi (fn (i, x) => print (Int.toString i ^ ":" ^ Int.toString x ^ " ")) v
val _ = print "\n"
val _ = Vector.app (fn x => print (Int.toString x ^ " ")) v
val _ = print "\n"
val _ = pv (Vector.mapi (fn (i, x) => i + x) v)
val _ = pv (Vector.map (fn x => x * 2) v)
val _ = print (Vector.foldli (fn (i, x, s) => s ^ Int.toString i ^ "=" ^ Int.toString x ^ ";") "" v ^ "\n")
val _ = print (Vector.foldri (fn (i, x, s) => s ^ Int.toString i ^ "=" ^ Int.toString x ^ ";") "" v ^ "\n")
val _ = print (ints (Vector.foldl (op ::) [] v) ^ " " ^ ints (Vector.foldr (op ::) [] v) ^ "\n")
val _ = popt (Vector.findi (fn (i, x) => i > 1 andalso x mod 2 = 0) v)
val _ = popt (Vector.findi (fn (i, x) => x > 100) v)
val _ = print (Int.toString (valOf (Vector.find (fn x => x > 10) v)) ^ "\n")
val _ = pb (Vector.exists (fn x => x = 9) v)
val _ = pb (Vector.all (fn x => x >= 0) v)
val _ = pb (Vector.all (fn x => x > 0) v)
val _ = print (ord2s (Vector.collate Int.compare (v, Vector.fromList [0, 1, 4])) ^ " "
               ^ ord2s (Vector.collate Int.compare (Vector.fromList [0, 1], v)) ^ " "
               ^ ord2s (Vector.collate Int.compare (v, v)) ^ " "
               ^ ord2s (Vector.collate Int.compare (Vector.fromList [0, 2], v)) ^ "\n")
val _ = pb (Vector.tabulate (3, fn i => i) = Vector.fromList [0, 1, 2])
val _ = pb (Vector.map (fn x => x) (Vector.fromList ["a", "b"]) = Vector.fromList ["a", "b"])

(* VectorSlice *)
structure VS = VectorSlice
val s = VS.slice (v, 1, SOME 4)
fun ps s = print (ints (VS.foldr (op ::) [] s) ^ "\n")
val _ = ps s
val _ = ps (VS.full v)
val _ = ps (VS.slice (v, 2, NONE))
val _ = ps (VS.slice (v, 6, NONE))
val _ = exn (fn () => VS.slice (v, 7, NONE))
val _ = exn (fn () => VS.slice (v, 3, SOME 4))
val _ = exn (fn () => VS.slice (v, ~1, SOME 1))
val _ = ps (VS.subslice (s, 1, SOME 2))
val _ = ps (VS.subslice (s, 4, NONE))
val _ = exn (fn () => VS.subslice (s, 2, SOME 3))
val _ = print (Int.toString (VS.length s) ^ " " ^ Int.toString (VS.sub (s, 0)) ^ "\n")
val _ = exn (fn () => VS.sub (s, 4))
val (bv, bi, bn) = VS.base s
val _ = print (Int.toString (Vector.length bv) ^ " " ^ Int.toString bi ^ " " ^ Int.toString bn ^ "\n")
val _ = pv (VS.vector s)
val _ = pv (VS.concat [s, VS.full (Vector.fromList [100]), s])
val _ = pb (VS.isEmpty s)
val _ = pb (VS.isEmpty (VS.subslice (s, 4, NONE)))
val _ = case VS.getItem s of SOME (x, r) => (print (Int.toString x ^ " "); ps r) | NONE => print "none\n"
val _ = VS.appi (fn (i, x) => print (Int.toString i ^ ":" ^ Int.toString x ^ " ")) s
val _ = print "\n"
val _ = pv (VS.mapi (fn (i, x) => i * 1000 + x) s)
val _ = pv (VS.map (fn x => x + 1) s)
val _ = print (VS.foldli (fn (i, x, acc) => acc ^ Int.toString i ^ "/" ^ Int.toString x ^ " ") "" s ^ "\n")
val _ = print (VS.foldri (fn (i, x, acc) => acc ^ Int.toString i ^ "/" ^ Int.toString x ^ " ") "" s ^ "\n")
val _ = popt (VS.findi (fn (i, x) => x > 3) s)
val _ = pb (VS.exists (fn x => x = 0) s)
val _ = pb (VS.all (fn x => x > 0) s)
val _ = print (ord2s (VS.collate Int.compare (s, VS.slice (v, 1, SOME 3))) ^ " "
               ^ ord2s (VS.collate Int.compare (VS.slice (v, 0, SOME 2), s)) ^ "\n")

(* Array *)
val a = Array.tabulate (5, fn i => 10 * i)
val _ = pa a
val _ = pa (Array.array (3, 7))
val _ = pa (Array.fromList [5, 4])
val _ = exn (fn () => Array.array (~1, 0))
val _ = Array.update (a, 0, 1)
val _ = exn (fn () => Array.update (a, 5, 0))
val _ = exn (fn () => Array.sub (a, 5))
val _ = pv (Array.vector a)
val b = Array.array (8, 0)
val _ = Array.copy {src = a, dst = b, di = 2}
val _ = pa b
val _ = exn (fn () => Array.copy {src = a, dst = b, di = 4})
val _ = exn (fn () => Array.copy {src = a, dst = b, di = ~1})
val _ = Array.copy {src = b, dst = b, di = 0}
val _ = pa b
val _ = Array.copyVec {src = Vector.fromList [7, 8, 9], dst = b, di = 5}
val _ = pa b
val _ = exn (fn () => Array.copyVec {src = Vector.fromList [7, 8, 9], dst = b, di = 6})
val _ = Array.modifyi (fn (i, x) => x + i) b
val _ = pa b
val _ = Array.modify (fn x => x * 2) b
val _ = pa b
val _ = Array.appi (fn (i, x) => print (Int.toString i ^ ":" ^ Int.toString x ^ " ")) a
val _ = print "\n"
val _ = print (Array.foldri (fn (i, x, acc) => acc ^ Int.toString i ^ "/" ^ Int.toString x ^ " ") "" a ^ "\n")
val _ = print (ints (Array.foldl (op ::) [] a) ^ "\n")
val _ = popt (Array.findi (fn (i, x) => x >= 20) a)
val _ = print (Int.toString (valOf (Array.find (fn x => x > 25) a)) ^ "\n")
val _ = pb (Array.exists (fn x => x = 1) a)
val _ = pb (Array.all (fn x => x < 100) a)
val _ = print (ord2s (Array.collate Int.compare (a, Array.fromList [1, 10, 20, 30, 40, 0])) ^ " "
               ^ ord2s (Array.collate Int.compare (a, Array.fromList [1, 11])) ^ "\n")
val _ = pb (a = a)
val _ = pb (a = Array.fromList [1, 10, 20, 30, 40])

(* ArraySlice *)
structure AS = ArraySlice
val c = Array.tabulate (10, fn i => i)
val cs = AS.slice (c, 2, SOME 5)
fun pas s = print (ints (AS.foldr (op ::) [] s) ^ "\n")
val _ = pas cs
val _ = AS.update (cs, 0, 200)
val _ = exn (fn () => AS.update (cs, 5, 0))
val _ = pa c
val _ = pas (AS.subslice (cs, 1, NONE))
val _ = exn (fn () => AS.subslice (cs, 6, NONE))
val (ba, bi, bn) = AS.base cs
val _ = print (Int.toString (Array.length ba) ^ " " ^ Int.toString bi ^ " " ^ Int.toString bn ^ "\n")
val _ = pv (AS.vector cs)
(* overlapping copies within one array, both directions *)
val _ = AS.copy {src = AS.slice (c, 0, SOME 5), dst = c, di = 3}
val _ = pa c
val _ = AS.copy {src = AS.slice (c, 4, NONE), dst = c, di = 1}
val _ = pa c
val _ = exn (fn () => AS.copy {src = AS.full c, dst = c, di = 1})
val _ = AS.copyVec {src = VS.slice (v, 3, NONE), dst = c, di = 7}
val _ = pa c
val _ = exn (fn () => AS.copyVec {src = VS.full v, dst = c, di = 5})
val _ = AS.modifyi (fn (i, x) => i) cs
val _ = pa c
val _ = AS.modify (fn x => x + 100) (AS.slice (c, 8, NONE))
val _ = pa c
val _ = case AS.getItem cs of SOME (x, r) => (print (Int.toString x ^ " "); pas r) | NONE => print "none\n"
val _ = pb (AS.isEmpty (AS.slice (c, 10, NONE)))
val _ = AS.app (fn x => print (Int.toString x ^ " ")) cs
val _ = print "\n"
val _ = print (Int.toString (AS.foldli (fn (i, x, acc) => acc + i * x) 0 cs) ^ "\n")
val _ = popt (AS.findi (fn (i, x) => x = 3) cs)
val _ = print (Int.toString (valOf (AS.find (fn x => x > 2) cs)) ^ "\n")
val _ = pb (AS.exists (fn x => x = 4) cs)
val _ = pb (AS.all (fn x => x < 5) cs)
val _ = print (ord2s (AS.collate Int.compare (cs, AS.full (Array.fromList [0, 1, 2, 3, 5]))) ^ "\n")
val _ = print (Int.toString (AS.length cs) ^ " " ^ Int.toString (AS.sub (cs, 4)) ^ "\n")
val big = Vector.tabulate (30, fn i => i)
val _ = print (Int.toString (Vector.foldl op + 0 (Vector.map (fn x => x mod 7) big)) ^ "\n")
