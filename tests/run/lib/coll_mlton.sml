(* MLton compatibility: MLton.equal/eq, MLton.Vector.create/unfoldi,
   MLton.Array.unfoldi, the word rotations and byte swap, MLton.Random
   (deterministic after srand) and MLton.GC.collect.  Expected output
   reasoned from MLton's documentation (Poly/ML has no MLton). *)
fun pb b = print (Bool.toString b ^ "\n")
datatype t = L | N of t * int * t
val _ = pb (MLton.equal (N (L, 1, L), N (L, 1, L)))
val _ = pb (MLton.equal (N (L, 1, L), N (L, 2, L)))
val _ = pb (MLton.equal ((1.5, "x"), (1.5, "x")))
val _ = pb (MLton.equal (fn x => x, fn y => y) orelse true)
val r = ref 1
val _ = pb (MLton.equal (r, r) andalso not (MLton.equal (r, ref 1)))
val _ = pb (MLton.eq (r, r) andalso not (MLton.eq (r, ref 1)))
val _ = pb MLton.isMLton

val {done, sub, update} = MLton.Vector.create 4
val _ = update (0, "a")
val _ = update (1, sub 0 ^ "b")
val _ = update (2, sub 1 ^ "c")
val _ = (update (3 + 1, "x"); print "no\n") handle Subscript => print "Subscript\n"
val _ = (sub 3; print "no\n") handle Subscript => print "Subscript\n"
val _ = (done (); print "no\n") handle Fail _ => print "Fail\n"
val _ = update (3, "d")
val v = done ()
val _ = print (String.concatWith "," (Vector.foldr (op ::) [] v) ^ " " ^ sub 3 ^ "\n")
val _ = (done (); print "no\n") handle Fail _ => print "Fail\n"
val _ = (update (0, "z"); print "no\n") handle Fail _ => print "Fail\n"
val _ = pb (v = Vector.fromList ["a", "ab", "abc", "d"])

val (fib, last) = MLton.Vector.unfoldi (10, (0, 1), fn (_, (a, b)) => (a, (b, a + b)))
val _ = print (String.concatWith " " (Vector.foldr (fn (x, l) => Int.toString x :: l) [] fib) ^ " / " ^ Int.toString (#1 last) ^ "\n")
val (sq, n) = MLton.Array.unfoldi (5, 0, fn (i, s) => (i * i, s + i))
val _ = Array.update (sq, 0, 100)
val _ = print (String.concatWith " " (Array.foldr (fn (x, l) => Int.toString x :: l) [] sq) ^ " / " ^ Int.toString n ^ "\n")

val _ = print (Word8.toString (MLton.Word8.rol (0wx81, 0w1)) ^ " " ^ Word8.toString (MLton.Word8.ror (0wx81, 0w1)) ^ " "
               ^ Word8.toString (MLton.Word8.rol (0wx81, 0w8)) ^ " " ^ Word8.toString (MLton.Word8.rol (0wx12, 0w12)) ^ "\n")
val _ = print (Word.toString (MLton.Word.rol (0wx8000000000000001, 0w4)) ^ " " ^ Word.toString (MLton.Word.ror (0wx1, 0w1)) ^ "\n")
val _ = print (Word64.toString (MLton.Word64.bswap (Word64.fromInt 0x0102030405060708)) ^ " "
               ^ Word64.toString (MLton.LargeWord.ror (Word64.fromInt 0xff, 0w4)) ^ " "
               ^ Word8.toString (MLton.Word8.bswap 0wxab) ^ "\n")

(* Random: the same sequence after the same srand; alphanumerics only. *)
val _ = MLton.Random.srand 0w42
val a1 = List.tabulate (5, fn _ => MLton.Random.rand ())
val _ = MLton.Random.srand 0w42
val a2 = List.tabulate (5, fn _ => MLton.Random.rand ())
val _ = pb (a1 = a2 andalso List.exists (fn w => w <> List.hd a1) a1)
val s = MLton.Random.alphaNumString 40
val _ = pb (size s = 40 andalso CharVector.all Char.isAlphaNum s)
val _ = pb (Char.isAlphaNum (MLton.Random.alphaNumChar ()))
val _ = pb (isSome (MLton.Random.useed ()))
val _ = pb (case (MLton.Random.useed (), MLton.Random.useed ()) of (SOME x, SOME y) => x <> y | _ => false)

(* GC: collection keeps live data intact. *)
val keep = List.tabulate (1000, fn i => Int.toString i)
val _ = MLton.GC.collect ()
val _ = print (List.nth (keep, 999) ^ " " ^ Int.toString (length keep) ^ "\n")
