(* ArrayQSortFn over monomorphic arrays (IntArray, RealArray, CharArray): sort, sorted, an empty array and 10^4 elements. *)
structure IAS = ArrayQSortFn (IntArray)
structure RAS = ArrayQSortFn (RealArray)
structure CAS = ArrayQSortFn (CharArray)
val a = IntArray.fromList [5, 3, 9, 1, 5, 0, ~2, 8, 7, 6, 4, 3, 2, 11, 10]
val _ = print (Bool.toString (IAS.sorted Int.compare a) ^ "\n")
val _ = IAS.sort Int.compare a
val _ = print (String.concatWith " " (IntArray.foldr (fn (x, l) => Int.toString x :: l) [] a) ^ "\n")
val _ = print (Bool.toString (IAS.sorted Int.compare a) ^ "\n")
val _ = IAS.sort (fn (x, y) => Int.compare (y, x)) a
val _ = print (String.concatWith " " (IntArray.foldr (fn (x, l) => Int.toString x :: l) [] a) ^ "\n")
val r = RealArray.fromList [2.5, ~1.0, 3.25, 0.0]
val _ = RAS.sort Real.compare r
val _ = print (String.concatWith " " (RealArray.foldr (fn (x, l) => Real.toString x :: l) [] r) ^ "\n")
val c = CharArray.fromList (explode "quicksort")
val _ = CAS.sort Char.compare c
val _ = print (CharArray.vector c ^ "\n")
val big = IntArray.tabulate (10000, fn i => (i * 7919) mod 10007)
val _ = IAS.sort Int.compare big
val _ = print (Bool.toString (IAS.sorted Int.compare big) ^ " " ^ Int.toString (IntArray.sub (big, 0)) ^ " " ^ Int.toString (IntArray.sub (big, 9999)) ^ "\n")
val e = IntArray.fromList []
val _ = IAS.sort Int.compare e
val _ = print (Bool.toString (IAS.sorted Int.compare e) ^ "\n")
