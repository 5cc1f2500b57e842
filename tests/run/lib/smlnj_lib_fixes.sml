(* where Skein's smlnj-lib follows the documented meaning and SML/NJ 110.79
   does not (checked by hand, not against SML/NJ; smlnj-lib/README.md):
   DynamicArray truncate/subArray/collate, DynamicArrayFn truncate/subArray,
   BitArray vector/modify/bits, HashSetFn isSubset, GetOpt "-", exact long
   names and the ambiguity message, UTF8 four-byte forms *)
fun say s = print (s ^ "\n")
fun i2s i = Int.toString i
fun b2s b = Bool.toString b

structure D = DynamicArray
fun show a = say ("bound=" ^ i2s (D.bound a) ^ " [" ^ String.concatWith "," (List.map i2s (Vector.foldr (op ::) [] (D.vector a))) ^ "]")
fun els a n = String.concatWith "," (List.tabulate (n, fn i => i2s (D.sub (a, i))))
val b = D.fromList ([1, 2, 3, 4, 5, 6], 0)
val () = D.truncate (b, 3)
val () = show b
val () = say (els b 8)
val a = D.array (4, 0)
val () = D.update (a, 10, 7)
val () = D.update (a, 2, 5)
val () = D.truncate (a, 5)
val () = show a
val () = D.update (a, 6, 1)
val () = show a
val c = D.fromList ([1, 2, 3, 4, 5], 0)
fun sa (lo, hi) = let val s = D.subArray (c, lo, hi) in show s; say (els s 7) end
val () = List.app sa [(0, 0), (1, 3), (0, 5), (2, 10), (2, 2), (4, 4)]
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
fun col (l1, l2) = print (ord2s (D.collate Int.compare (D.fromList (l1, 0), D.fromList (l2, 0))) ^ " ")
val () = List.app col [([1], [1, 2]), ([1, 2, 3], [1, 2, 3]), ([1, 2], [1, 2, 3]), ([1, 2, 4], [1, 2, 3])]
val () = say ""
structure C = DynamicArrayFn (CharArray)
val ct = C.tabulate (4, fn i => chr (ord #"w" + i), #".")
val () = C.update (ct, 6, #"!")
val () = C.truncate (ct, 2)
val () = say (implode (List.tabulate (8, fn i => C.sub (ct, i))) ^ " " ^ i2s (C.bound ct))
val () = say ((ignore (C.subArray (ct, 2, 1)); "ok") handle e => exnName e)
val () = say ((ignore (C.subArray (ct, ~1, 1)); "ok") handle e => exnName e)
val s = C.subArray (ct, 1, 3)
val () = say (implode (List.tabulate (4, fn i => C.sub (s, i))) ^ " " ^ i2s (C.bound s))

structure B = BitArray
fun bs a = String.implode (List.map (fn true => #"1" | false => #"0") (B.toList a))
val r = B.fromList [true, true, false, false, true, false, true]
val v = B.vector r
val () = B.update (r, 0, false)
val () = say (bs (B.fromVector v) ^ " " ^ bs r)
val () = B.modify not r
val () = say (bs r)
val () = B.modify (fn x => x) r
val () = say (bs r)
val () = say ((bs (B.bits (12, [12]))) handle e => exnName e)

structure S = HashSetFn (struct type hash_key = int fun hashVal i = Word.fromInt i fun sameKey (a, b) = a = b end)
val s = S.mkFromList [1, 2, 3, 4, 5, 6, 7, 8, 10, 11]
val e = S.mkEmpty 10
val () = say (b2s (S.isSubset (S.mkSingleton 5, s)) ^ " " ^ b2s (S.isSubset (e, S.mkSingleton 5)) ^ " " ^ b2s (S.isSubset (e, e)) ^ " "
              ^ b2s (S.isSubset (s, s)) ^ " " ^ b2s (S.isSubset (S.mkFromList [1, 2], S.mkFromList [1, 2, 3])) ^ " " ^ b2s (S.isSubset (S.mkFromList [1, 9], s)))

structure G = GetOpt
val options : string G.opt_descr list = [
  {short = "v", long = ["verbose"], desc = G.NoArg (fn () => "Verbose"), help = "chatty"},
  {short = "", long = ["version"], desc = G.NoArg (fn () => "Version"), help = "version"},
  {short = "n", long = ["name"], desc = G.ReqArg (fn s => "Name " ^ s, "NAME"), help = "the name"}]
fun runWith options order args = let
  val (opts, rest) = G.getOpt {argOrder = order, options = options, errFn = fn s => print ("ERR[" ^ s ^ "]\n")} args
  in say ("[" ^ String.concatWith ", " opts ^ "] / [" ^ String.concatWith ", " rest ^ "]") end
val () = runWith options G.Permute ["-v", "-", "x"]
val () = runWith options G.RequireOrder ["-", "-v"]
val () = runWith options (G.ReturnInOrder (fn s => "Arg " ^ s)) ["-", "-v"]
val () = runWith options G.Permute ["--ver"]
val () = runWith (options @ [{short = "", long = ["ver"], desc = G.NoArg (fn () => "Ver"), help = ""}]) G.Permute ["--ver", "--verb"]

structure U = UTF8
fun hex s = String.concatWith " " (map (fn c => StringCvt.padLeft #"0" 2 (Int.fmt StringCvt.HEX (ord c))) (explode s))
val () = List.app (fn w => say (hex (U.encode w) ^ " " ^ String.concatWith "," (map (fn w => Word.toString w) (U.explode (U.encode w))))) [0wx10000, 0wx1F600, 0wx10FFFF]
val () = say (i2s (U.size "a\240\159\152\128b"))
