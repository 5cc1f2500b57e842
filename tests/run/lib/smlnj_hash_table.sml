(* HashTable, HashTableFn, IntHashTable, AtomTable: results that do not depend on the
   order of the entries (lists are sorted before printing) *)
exception Missing of string
fun say s = print (s ^ "\n")
fun sortInts l = ListMergeSort.sort (op >) l
fun sortPairs l = ListMergeSort.sort (fn ((a, _), (b, _)) => a > b) l
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"

(* the polymorphic tables *)
val t : (string, int) HashTable.hash_table = HashTable.mkTable (HashString.hashString, op =) (8, Missing "t")
val words = String.tokens Char.isSpace "a b c d e f g h i j k l m n o p q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp"
val () = List.app (fn w => HashTable.insert t (w, size w * 100 + Char.ord (String.sub (w, 0)))) words
val () = say (Int.toString (HashTable.numItems t) ^ " " ^ Int.toString (HashTable.lookup t "c") ^ " " ^ Int.toString (HashTable.lookup t "cc"))
val () = HashTable.insert t ("c", 3)
val () = say (Int.toString (HashTable.numItems t) ^ " " ^ Int.toString (HashTable.lookup t "c"))
val () = say ((Int.toString (HashTable.lookup t "zz")) handle Missing s => "Missing " ^ s)
val () = say (Bool.toString (HashTable.inDomain t "k") ^ " " ^ Bool.toString (HashTable.inDomain t "kk") ^ " " ^ Bool.toString (HashTable.inDomain t "kkk"))
val () = say (getOpt (Option.map Int.toString (HashTable.find t "q"), "NONE") ^ " " ^ getOpt (Option.map Int.toString (HashTable.find t "qq"), "NONE"))
val () = say (Int.toString (HashTable.remove t "q") ^ " " ^ Int.toString (HashTable.numItems t) ^ " " ^ Bool.toString (HashTable.inDomain t "q"))
val () = say ((Int.toString (HashTable.remove t "q")) handle Missing s => "Missing " ^ s)
val () = say (ints (sortInts (HashTable.listItems t)))
val () = say (String.concatWith "," (List.map #2 (sortPairs (List.map (fn (k, v) => (v, k)) (HashTable.listItemsi t)))))
val () = say (Int.toString (HashTable.fold (op +) 0 t) ^ " " ^ Int.toString (HashTable.foldi (fn (k, v, acc) => acc + size k) 0 t))
val sum = ref 0
val () = HashTable.app (fn v => sum := !sum + v) t
val () = HashTable.appi (fn (k, _) => sum := !sum + 1000 * size k) t
val () = say (Int.toString (!sum))
val t2 = HashTable.map (fn v => v * 2) t
val t3 = HashTable.mapi (fn (k, v) => k ^ "=" ^ Int.toString v) t
val () = say (Int.toString (HashTable.lookup t2 "a") ^ " " ^ HashTable.lookup t3 "bb" ^ " " ^ Int.toString (HashTable.numItems t3))
val c = HashTable.copy t
val () = HashTable.modify (fn v => v + 1) t
val () = HashTable.modifyi (fn (k, v) => if size k = 2 then 0 else v) t
val () = say (Int.toString (HashTable.lookup t "a") ^ " " ^ Int.toString (HashTable.lookup t "aa") ^ " " ^ Int.toString (HashTable.lookup c "a"))
val () = HashTable.filter (fn v => v <> 0) t
val () = say (Int.toString (HashTable.numItems t) ^ " " ^ Int.toString (HashTable.numItems c))
val () = HashTable.filteri (fn (k, _) => k < "m") t
val () = say (String.concat (ListMergeSort.sort (op >) (List.map #1 (HashTable.listItemsi t))))
val () = say (Int.toString (List.foldl (op +) 0 (HashTable.bucketSizes c)) ^ " " ^ Bool.toString (List.all (fn n => n >= 0) (HashTable.bucketSizes c)))
val () = HashTable.clear c
val () = say (Int.toString (HashTable.numItems c) ^ " " ^ ints (HashTable.listItems c) ^ " " ^ Bool.toString (HashTable.inDomain c "a"))

(* many entries: the table grows *)
val big : (int, int) HashTable.hash_table = HashTable.mkTable (Word.fromInt, op =) (1, Fail "big")
val () = List.app (fn i => HashTable.insert big (i * 37, i)) (List.tabulate (500, fn i => i))
val () = say (Int.toString (HashTable.numItems big) ^ " " ^ Int.toString (HashTable.lookup big (37 * 432)) ^ " " ^ Int.toString (HashTable.fold (op +) 0 big))
val () = List.app (fn i => ignore (HashTable.remove big (i * 37))) (List.tabulate (250, fn i => 2 * i))
val () = say (Int.toString (HashTable.numItems big) ^ " " ^ Int.toString (HashTable.fold (op +) 0 big) ^ " " ^ Bool.toString (HashTable.inDomain big 74))

(* monomorphic tables *)
structure ST = HashTableFn (struct
  type hash_key = string
  val hashVal = HashString.hashString
  fun sameKey (a : string, b) = a = b
end)
val st : int ST.hash_table = ST.mkTable (16, Missing "st")
val () = List.app (fn w => ST.insert st (w, 1 + getOpt (ST.find st w, 0))) (String.tokens Char.isSpace "to be or not to be that is the question to be")
val () = say (String.concatWith " " (List.map (fn (w, n) => w ^ ":" ^ Int.toString n) (ListMergeSort.sort (fn ((a, _), (b, _)) => a > b) (ST.listItemsi st))))
val () = say (Int.toString (ST.numItems st) ^ " " ^ Int.toString (ST.lookup st "be") ^ " " ^ ((Int.toString (ST.lookup st "xx")) handle Missing s => "Missing " ^ s))
val () = say (Int.toString (ST.remove st "to") ^ " " ^ Int.toString (ST.numItems st) ^ " " ^ Int.toString (ST.fold (op +) 0 st))
val st2 = ST.map Int.toString st
val () = ST.filteri (fn (k, _) => size k = 2) st
val () = say (Int.toString (ST.numItems st) ^ " " ^ Int.toString (ST.numItems st2) ^ " " ^ ST.lookup st2 "question")
val () = ST.modifyi (fn (k, v) => v * size k) st
val () = say (Int.toString (ST.foldi (fn (_, v, acc) => acc + v) 0 st) ^ " " ^ Int.toString (ST.numItems (ST.copy st)))

val it : string IntHashTable.hash_table = IntHashTable.mkTable (10, Fail "it")
val () = List.app (fn i => IntHashTable.insert it (i, Int.toString (i * i))) [~3, ~2, ~1, 0, 1, 2, 3, 10000]
val () = say (IntHashTable.lookup it ~3 ^ " " ^ IntHashTable.lookup it 10000 ^ " " ^ Int.toString (IntHashTable.numItems it))

val at : int AtomTable.hash_table = AtomTable.mkTable (10, Fail "at")
val () = AtomTable.insert at (Atom.atom "alpha", 1)
val () = AtomTable.insert at (Atom.atom' (Substring.substring ("xbetax", 1, 4)), 2)
val () = say (Int.toString (AtomTable.lookup at (Atom.atom "beta")) ^ " " ^ Int.toString (AtomTable.lookup at (Atom.atom ("al" ^ "pha"))) ^ " " ^ Bool.toString (AtomTable.inDomain at (Atom.atom "gamma")))
