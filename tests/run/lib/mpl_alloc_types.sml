(* ForkJoin.alloc at unboxed and boxed element types filled in parallel, Vector.unsafeFromArray, reducem at real/word/Int64/string, fetchAndAdd and CAS loops on int refs and arrays, exceptions out of par/parfor/reducem *)
structure A = Array
fun tab n f = let val a = ForkJoin.alloc n in ForkJoin.parfor 100 (0, n) (fn i => Unsafe.Array.update (a, i, f i)); a end
val r : real array = tab 5000 (fn i => Real.fromInt i / 2.0)
val w : Word8.word array = tab 5000 (fn i => Word8.fromInt i)
val p : (int * string) array = tab 5000 (fn i => (i, Int.toString i))
val l : int list array = tab 5000 (fn i => List.tabulate (i mod 5, fn j => j + i))
val c : char array = tab 5000 (fn i => Char.chr (97 + i mod 26))
val w64 : Word64.word array = tab 5000 (fn i => Word64.fromInt i * 0wx100000000)
val i64 : Int64.int array = tab 5000 (fn i => Int64.fromInt i * 1000000000)
val rv = Vector.unsafeFromArray r
val pv = Vector.unsafeFromArray p
val _ = MLton.GC.collect ()
val s1 = ForkJoin.reducem op+ 0.0 (0, 5000) (fn i => Vector.sub (rv, i))
val s2 = ForkJoin.reducem op+ 0 (0, 5000) (fn i => Word8.toInt (A.sub (w, i)))
val s3 = ForkJoin.reducem op+ 0 (0, 5000) (fn i => #1 (Vector.sub (pv, i)) + String.size (#2 (Vector.sub (pv, i))))
val s4 = ForkJoin.reducem op+ 0 (0, 5000) (fn i => List.foldl op+ 0 (A.sub (l, i)))
val s5 = CharVector.tabulate (10, fn i => A.sub (c, i * 7))
val s6 = ForkJoin.reducem Word64.+ 0w0 (0, 5000) (fn i => A.sub (w64, i))
val s7 = ForkJoin.reducem Int64.+ 0 (0, 5000) (fn i => A.sub (i64, i))
val s8 = ForkJoin.reducem (fn (a, b) => a ^ b) "" (0, 30) (fn i => Int.toString (i mod 10))
val cnt = ref 0
val _ = ForkJoin.parfor 10 (0, 10000) (fn i => ignore (MLton.Parallel.fetchAndAdd cnt (i mod 3)))
val rr = ref 0
val _ = ForkJoin.parfor 10 (0, 100) (fn i =>
  let fun loop () = let val old = !rr in if MLton.Parallel.compareAndSwap rr (old, old + i) = old then () else loop () end
  in loop () end)
val ca = A.array (10, 0)
val _ = ForkJoin.parfor 1 (0, 10000) (fn i => let fun loop () = let val o' = A.sub (ca, i mod 10) in if MLton.Parallel.arrayCompareAndSwap (ca, i mod 10) (o', o' + 1) = o' then () else loop () end in loop () end)
val _ = print (String.concatWith " " [Real.toString s1, Int.toString s2, Int.toString s3, Int.toString s4, s5, Word64.toString s6, Int64.toString s7, s8, Int.toString (!cnt), Int.toString (!rr), Int.toString (A.foldl op+ 0 ca)] ^ "\n")
val e = (ForkJoin.par (fn () => raise Fail "left", fn () => raise Div); "none") handle Fail m => m | Div => "div"
val e2 = (ForkJoin.parfor 1 (0, 100) (fn i => if i mod 37 = 36 then raise Subscript else ()); "none") handle Subscript => "sub"
val e3 = (ForkJoin.reducem op+ 0 (0, 1000) (fn i => if i = 500 then raise Overflow else i); "none") handle Overflow => "ovf"
val _ = print (e ^ " " ^ e2 ^ " " ^ e3 ^ "\n")
