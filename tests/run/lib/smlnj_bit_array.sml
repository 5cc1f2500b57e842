(* BitArray: creation, hexadecimal strings, bit operations, shifts, the
   iterators, copies, and Subscript on bad indices (modify and bits past the
   end only where SML/NJ 110.79 gets them right: smlnj_lib_fixes) *)
structure B = BitArray
fun say s = print (s ^ "\n")
fun i2s i = Int.toString i
fun bs a = String.implode (List.map (fn true => #"1" | false => #"0") (B.toList a))
fun show name a = say (name ^ ": len=" ^ i2s (B.length a) ^ " " ^ bs a ^ " str=" ^ B.toString a)
fun try name f = (f ()) handle e => say (name ^ ": " ^ exnName e)
fun b2s b = Bool.toString b
val a = B.array (10, false)
val () = show "a" a
val () = show "a1" (B.array (10, true))
val () = show "a8" (B.array (8, true))
val () = show "a9" (B.array (9, true))
val () = show "e" (B.array (0, true))
val () = try "array ~1" (fn () => show "x" (B.array (~1, true)))
val () = B.update (a, 3, true)
val () = B.setBit (a, 9)
val () = show "a" a
val () = try "update 10" (fn () => B.update (a, 10, true))
val () = try "update ~1" (fn () => B.update (a, ~1, true))
val () = try "sub 10" (fn () => say (b2s (B.sub (a, 10))))
val () = try "sub ~1" (fn () => say (b2s (B.sub (a, ~1))))
val () = try "setBit 10" (fn () => B.setBit (a, 10))
val () = try "clrBit 10" (fn () => B.clrBit (a, 10))
val () = say (b2s (B.sub (a, 3)) ^ " " ^ b2s (B.sub (a, 4)))
val () = B.clrBit (a, 3)
val () = show "a" a
val f = B.fromList [true, false, true, true, false, false, false, false, true]
val () = show "f" f
val () = show "fromList []" (B.fromList [])
val () = show "tab" (B.tabulate (20, fn i => i mod 3 = 0))
val () = try "tabulate ~1" (fn () => show "x" (B.tabulate (~1, fn _ => true)))
val () = show "fromString" (B.fromString "1f")
val () = show "fromString" (B.fromString "a5c")
val () = show "fromString" (B.fromString "")
val () = show "fromString" (B.fromString "0")
val () = show "fromString" (B.fromString "F0")
val () = show "fromString" (B.fromString "DeadBeef")
val () = try "fromString xyz" (fn () => show "x" (B.fromString "xyz"))
val () = try "fromString 1 2" (fn () => show "x" (B.fromString "1 2"))
val () = show "bits" (B.bits (12, [0, 5, 11, 5]))
val () = try "bits ~1" (fn () => show "x" (B.bits (12, [~1])))
val () = show "bits" (B.bits (0, []))
val () = say (String.concatWith "," (List.map i2s (B.getBits f)) ^ " [" ^ String.concatWith "," (List.map i2s (B.getBits (B.array (5, false)))) ^ "]")
val () = say (b2s (B.isZero a) ^ b2s (B.isZero (B.array (5, false))) ^ b2s (B.isZero (B.array (0, false))))
val () = show "extend0" (B.extend0 (f, 12))
val () = show "extend1" (B.extend1 (f, 12))
val () = show "extend1" (B.extend1 (B.array (0, false), 3))
val () = show "extend0 same" (B.extend0 (f, 9))
val () = show "extend0 less" (B.extend0 (f, 5))
val () = show "extend1 neg" (B.extend1 (f, ~5))
val g = B.fromList [true, false, true, true]
val h = B.fromList [true, false, true, true, false, false]
val () = say (b2s (B.eqBits (g, h)) ^ b2s (B.equal (g, h)) ^ b2s (B.equal (g, B.fromList [true, false, true, true])) ^ b2s (B.eqBits (g, B.fromList [true])))
val () = say (b2s (g = h) ^ b2s (g = g) ^ b2s (g = B.fromList [true, false, true, true]))
val p = B.fromList [true, true, false, false, true]
val q = B.fromList [true, false, true, false, false, true, true]
val () = show "andb" (B.andb (p, q, 7))
val () = show "andb" (B.andb (p, q, 3))
val () = show "orb" (B.orb (p, q, 7))
val () = show "orb" (B.orb (p, q, 10))
val () = show "orb" (B.orb (p, q, 4))
val () = show "xorb" (B.xorb (p, q, 7))
val () = show "xorb" (B.xorb (p, q, 0))
val () = try "andb neg" (fn () => show "x" (B.andb (p, q, ~1)))
val () = show "notb" (B.notb p)
val () = show "p" p
val () = show "notb" (B.notb (B.array (0, true)))
val () = show "lshift" (B.lshift (p, 3))
val () = show "lshift" (B.lshift (p, 0))
val () = show "rshift" (B.rshift (p, 2))
val () = show "rshift" (B.rshift (p, 5))
val () = show "rshift" (B.rshift (p, 7))
val () = try "lshift neg" (fn () => show "x" (B.lshift (p, ~1)))
val () = try "rshift neg" (fn () => show "x" (B.rshift (p, ~1)))
val u = B.fromList [true, false, false, false, true]
val () = B.union u (B.fromList [false, true])
val () = show "union" u
val () = B.union u (B.fromList [false, false, true, false, false, true, true])
val () = show "union" u
val () = B.intersection u (B.fromList [true, true, true])
val () = show "intersection" u
val () = B.intersection u (B.fromList [true, true, true, true, true, true, true, true])
val () = show "intersection" u
val () = B.complement u
val () = show "complement" u
val big = B.tabulate (70, fn i => i mod 7 = 1)
val () = show "big" big
val () = B.complement big
val () = show "big" big
val () = show "big lshift" (B.lshift (big, 13))
val () = show "big rshift" (B.rshift (big, 13))
val () = say (String.concatWith "," (List.map i2s (B.getBits big)))
val () = say (b2s (B.eqBits (big, B.extend0 (big, 100))) ^ b2s (B.eqBits (big, B.extend1 (big, 100))) ^ b2s (B.isZero (B.andb (big, B.notb big, 70))))
val r = B.fromList [true, true, false, false, true, false, true]
val v = B.vector r
val () = show "fromVector" (B.fromVector v)
val () = show "toVector" (B.fromVector (B.toVector r))
val d = B.array (12, false)
val () = B.copy {src = r, dst = d, di = 3}
val () = show "copy" d
val () = B.copy {src = r, dst = d, di = 5}
val () = show "copy" d
val () = try "copy 6" (fn () => B.copy {src = r, dst = d, di = 6})
val () = try "copy ~1" (fn () => B.copy {src = r, dst = d, di = ~1})
val () = B.copyVec {src = v, dst = d, di = 0}
val () = show "copyVec" d
val () = try "copyVec 6" (fn () => B.copyVec {src = v, dst = d, di = 6})
val () = B.copy {src = d, dst = d, di = 0}
val () = show "copy self" d
val () = B.copy {src = B.fromList [], dst = d, di = 12}
val () = show "copy empty" d
val () = B.appi (fn (i, b) => if b then print (i2s i ^ " ") else ()) r
val () = say ""
val () = B.app (fn b => print (if b then "T" else "F")) r
val () = say ""
val () = say (B.foldl (fn (b, s) => s ^ (if b then "1" else "0")) "" r ^ " " ^ B.foldr (fn (b, s) => s ^ (if b then "1" else "0")) "" r)
val () = say (B.foldli (fn (i, b, s) => s ^ (if b then i2s i else "")) "" r ^ " " ^ B.foldri (fn (i, b, s) => s ^ (if b then i2s i else "")) "" r)
val () = say (case B.findi (fn (i, b) => i > 2 andalso b) r of SOME (i, b) => i2s i | NONE => "none")
val () = say (case B.find (fn b => b) (B.array (4, false)) of SOME b => "some" | NONE => "none")
val () = say (b2s (B.exists (fn b => b) r) ^ b2s (B.all (fn b => b) r) ^ b2s (B.all (fn b => b) (B.array (0, false))))
val () = B.modifyi (fn (i, b) => if i mod 2 = 0 then not b else b) r
val () = show "modifyi" r
val () = B.modifyi (fn (_, b) => not b) r
val () = show "modifyi not" r
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
fun bcmp (false, true) = LESS | bcmp (true, false) = GREATER | bcmp _ = EQUAL
fun c (l1, l2) = print (ord2s (B.collate bcmp (B.fromList l1, B.fromList l2)) ^ " ")
val () = List.app c [([], []), ([true], [true]), ([false], [true]), ([true], [false]), ([true, false], [true]), ([true], [true, false]), ([true, true, false], [true, true, false]), ([], [true])]
val () = say ""
val () = say (i2s (B.foldl (fn (_, n) => n + 1) 0 (B.array (100, true))) ^ " " ^ i2s (List.length (B.getBits (B.array (1000, true)))))
