(* ListMergeSort, ArrayQSort, Fifo, Queue, ListFormat, LibBase, Atom, AtomMap, AtomSet *)
fun say s = print (s ^ "\n")
fun ints l = ListFormat.listToString Int.toString l
fun b x = Bool.toString x

(* sorting lists (distinct keys: SML/NJ's merge sort is not stable) *)
val l = [31, 4, 15, 9, 26, 5, 35, 8, 97, 93, 23, 84, 62, 64, 33, 83, 27, 95]
val () = say (ints (ListMergeSort.sort (op >) l) ^ " " ^ ints (ListMergeSort.sort (op <) l))
val () = say (ints (ListMergeSort.sort (op >) []) ^ ints (ListMergeSort.sort (op >) [1]) ^ ints (ListMergeSort.sort (op >) [2, 1]))
val () = say (ints (ListMergeSort.uniqueSort Int.compare [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]))
val () = say (String.concatWith " " (ListMergeSort.uniqueSort String.compare (String.tokens Char.isSpace "b a c a b d")))
val () = say (b (ListMergeSort.sorted (op >) [1, 2, 2, 3]) ^ " " ^ b (ListMergeSort.sorted (op >) [1, 3, 2]) ^ " " ^ b (ListMergeSort.sorted (op >) []))
val big = List.tabulate (500, fn i => (i * 7919) mod 503)
val sorted = ListMergeSort.sort (op >) big
val () = say (b (ListMergeSort.sorted (op >) sorted) ^ " " ^ Int.toString (length sorted) ^ " " ^ Int.toString (hd sorted) ^ " " ^ Int.toString (List.last sorted))

(* sorting arrays *)
fun arr a = ints (Array.foldr (op ::) [] a)
val a = Array.fromList l
val () = ArrayQSort.sort Int.compare a
val () = say (arr a ^ " " ^ b (ArrayQSort.sorted Int.compare a))
val a2 = Array.fromList [5, 5, 1, 1, 3, 3, 2, 2, 4, 4, 0, 9, 9, 9, 9, 8, 7, 6, 5, 4, 3, 2, 1]
val () = ArrayQSort.sort (fn (x, y) => Int.compare (y, x)) a2
val () = say (arr a2)
val a3 = Array.tabulate (1000, fn i => (i * 7919) mod 1009)
val () = say (b (ArrayQSort.sorted Int.compare a3))
val () = ArrayQSort.sort Int.compare a3
val () = say (b (ArrayQSort.sorted Int.compare a3) ^ " " ^ Int.toString (Array.sub (a3, 0)) ^ " " ^ Int.toString (Array.sub (a3, 999)))
val a4 = Array.fromList (List.tabulate (300, fn i => i mod 3))
val () = ArrayQSort.sort Int.compare a4
val () = say (b (ArrayQSort.sorted Int.compare a4) ^ " " ^ Int.toString (Array.sub (a4, 99)) ^ Int.toString (Array.sub (a4, 100)))
val e = Array.fromList ([] : int list)
val () = ArrayQSort.sort Int.compare e
val () = say (arr e ^ b (ArrayQSort.sorted Int.compare e))
val s = Array.fromList ["pear", "apple", "fig", "banana"]
val () = ArrayQSort.sort String.compare s
val () = say (String.concatWith " " (Array.foldr (op ::) [] s))

(* applicative queues *)
val q = List.foldl (fn (x, q) => Fifo.enqueue (q, x)) Fifo.empty [1, 2, 3, 4, 5, 6]
val () = say (ints (Fifo.contents q) ^ " " ^ Int.toString (Fifo.length q) ^ " " ^ b (Fifo.isEmpty q) ^ " " ^ b (Fifo.isEmpty Fifo.empty))
val (q2, x) = Fifo.dequeue q
val q3 = Fifo.enqueue (q2, 7)
val () = say (Int.toString x ^ " " ^ ints (Fifo.contents q2) ^ " " ^ ints (Fifo.contents q3) ^ " " ^ ints (Fifo.contents q))
val () = say (Int.toString (Fifo.head q3) ^ " " ^ (case Fifo.peek q3 of SOME x => Int.toString x | NONE => "NONE") ^ " " ^ (case Fifo.peek Fifo.empty of SOME x => Int.toString x | NONE => "NONE"))
val () = say ((Int.toString (#2 (Fifo.dequeue Fifo.empty))) handle Fifo.Dequeue => "Dequeue")
val () = say ((Int.toString (Fifo.head Fifo.empty)) handle Fifo.Dequeue => "Dequeue")
val () = say (case Fifo.next q3 of SOME (x, r) => Int.toString x ^ ints (Fifo.contents r) | NONE => "NONE")
val () = say (ints (Fifo.contents (Fifo.delete (q3, fn x => x mod 2 = 0))) ^ " " ^ ints (Fifo.contents (Fifo.delete (q3, fn x => x > 10))))
val () = Fifo.app (fn x => print (Int.toString x)) q3
val () = say ""
val () = say (ints (Fifo.contents (Fifo.map (fn x => x * x) q3)) ^ " " ^ Fifo.foldl (fn (x, s) => s ^ Int.toString x) "" q3 ^ " " ^ Fifo.foldr (fn (x, s) => s ^ Int.toString x) "" q3)
fun drain q = case Fifo.next q of NONE => [] | SOME (x, r) => x :: drain r
val q4 = List.foldl (fn (i, q) => if i mod 3 = 0 then #1 (Fifo.dequeue q) else Fifo.enqueue (q, i)) Fifo.empty (List.tabulate (30, fn i => i + 1))
val () = say (ints (drain q4))

(* imperative queues *)
val iq : string Queue.queue = Queue.mkQueue ()
val () = List.app (fn s => Queue.enqueue (iq, s)) ["a", "b", "c", "d"]
val () = say (Queue.dequeue iq ^ Queue.head iq ^ " " ^ Int.toString (Queue.length iq) ^ " " ^ String.concat (Queue.contents iq))
val () = say (getOpt (Queue.next iq, "NONE") ^ getOpt (Queue.peek iq, "NONE") ^ " " ^ b (Queue.isEmpty iq))
val () = Queue.delete (iq, fn s => s = "d")
val () = say (String.concat (Queue.contents iq) ^ " " ^ Queue.foldl (op ^) "" iq ^ " " ^ Queue.foldr (op ^) "" iq)
val mq = Queue.map size iq
val () = Queue.clear iq
val () = say (b (Queue.isEmpty iq) ^ " " ^ getOpt (Queue.next iq, "NONE") ^ " " ^ ints (Queue.contents mq))
val () = say ((Queue.dequeue iq) handle Queue.Dequeue => "Dequeue")
val () = Queue.app (fn n => print (Int.toString n)) mq
val () = say ""

(* list formatting and scanning *)
val () = say (ListFormat.fmt {init = "<", sep = "|", final = ">", fmt = Int.toString} [1, 2, 3] ^ ListFormat.listToString Int.toString [] ^ ListFormat.listToString Int.toString [4, 5])
val () = say (ListFormat.fmt {init = "", sep = ", ", final = ".", fmt = fn s => s} ["x", "y"] ^ ListFormat.listToString (fn s => "\"" ^ s ^ "\"") ["p"])
fun show NONE = "NONE"
  | show (SOME (l, rest)) = "SOME " ^ ints l ^ " rest=\"" ^ Substring.string rest ^ "\""
fun scan (init, sep, final) s =
  say (show (ListFormat.scan {init = init, sep = sep, final = final, scan = Int.scan StringCvt.DEC} Substring.getc (Substring.full s)))
val () = scan ("[", ",", "]") "[1,2,3]x"
val () = scan ("[", ",", "]") "  [ 1 , 2 ,3 ] y"
val () = scan ("[", ",", "]") "[]"
val () = scan ("[", ",", "]") "[ ]"
val () = scan ("[", ",", "]") "[1,]"
val () = scan ("[", ",", "]") "[1,2"
val () = scan ("(", ", ", ")") "(1, 2,3)"
val () = scan ("(", ", ", ")") "(1, 2, ~3)"
val () = scan ("<<", ";;", ">>") "<<1;;2>>!"
val () = scan ("[", ",", "]") "x"
val () = say (case StringCvt.scanString (ListFormat.scan {init = "{", sep = ";", final = "}", scan = Bool.scan}) "{true; false;true}" of SOME l => ListFormat.listToString Bool.toString l | NONE => "NONE")

(* LibBase *)
val () = say ((LibBase.failure {module = "M", func = "f", msg = "oops"}) handle Fail m => "Fail " ^ m)
val () = say ((raise LibBase.NotFound) handle LibBase.NotFound => "NotFound")
val () = say ((raise LibBase.Impossible "x") handle LibBase.Impossible s => "Impossible " ^ s)
val () = say ((raise LibBase.Unimplemented "y") handle LibBase.Unimplemented s => "Unimplemented " ^ s)

(* atoms *)
val x = Atom.atom "hello"
val y = Atom.atom ("hel" ^ "lo")
val z = Atom.atom' (Substring.substring ("say hello", 4, 5))
val w = Atom.atom "world"
fun ord LESS = "LESS" | ord EQUAL = "EQUAL" | ord GREATER = "GREATER"
val () = say (Atom.toString x ^ " " ^ b (Atom.same (x, y)) ^ " " ^ b (Atom.sameAtom (x, z)) ^ " " ^ b (Atom.same (x, w)))
val () = say (ord (Atom.compare (x, y)) ^ " " ^ ord (Atom.lexCompare (x, w)) ^ " " ^ ord (Atom.lexCompare (w, x)) ^ " " ^ b (Atom.compare (x, w) <> EQUAL))
val () = say (b (Atom.hash x = Atom.hash y) ^ " " ^ b (Atom.hash x = Atom.hash z))
val am = List.foldl (fn (s, m) => AtomMap.insert (m, Atom.atom s, size s)) AtomMap.empty ["one", "two", "three", "two"]
val () = say (Int.toString (AtomMap.numItems am) ^ " " ^ Int.toString (AtomMap.lookup (am, Atom.atom "three")))
val aset = AtomSet.fromList (List.map Atom.atom ["x", "y", "x", "z"])
val () = say (Int.toString (AtomSet.numItems aset) ^ " " ^ b (AtomSet.member (aset, Atom.atom "y")) ^ " " ^ b (AtomSet.member (aset, Atom.atom "w")))
val () = say (String.concatWith " " (ListMergeSort.sort (fn (a, b) => String.> (a, b)) (List.map Atom.toString (AtomSet.listItems aset))))
