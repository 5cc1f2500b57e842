(* List, ListPair (the Eq variants and UnequalLengths included) and
   Option: every function of the spec, with the order of effects. *)
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun pairs l = "[" ^ String.concatWith "," (List.map (fn (a, b) => Int.toString a ^ "/" ^ b) l) ^ "]"
fun pb b = print (Bool.toString b ^ "\n")
fun exn f = (ignore (f ()); print "no exception\n") handle e => print (exnName e ^ "\n")
val l = [3, 1, 4, 1, 5, 9, 2, 6]
val _ = print (ints (List.take (l, 3)) ^ ints (List.drop (l, 5)) ^ Int.toString (List.nth (l, 4)) ^ Int.toString (List.last l) ^ "\n")
val _ = exn (fn () => List.take (l, 9))
val _ = exn (fn () => List.drop (l, 9))
val _ = exn (fn () => List.nth (l, 8))
val _ = exn (fn () => List.last [])
val _ = exn (fn () => List.hd [])
val _ = exn (fn () => List.tl [])
val _ = print (ints (List.concat [[1], [], [2, 3]]) ^ ints (List.revAppend ([1, 2], [3])) ^ ints (List.rev l) ^ "\n")
val _ = print (ints (List.mapPartial (fn x => if x > 3 then SOME (x * 10) else NONE) l) ^ ints (List.filter (fn x => x mod 2 = 0) l) ^ "\n")
val (ev, od) = List.partition (fn x => x mod 2 = 0) l
val _ = print (ints ev ^ ints od ^ "\n")
val _ = print (Int.toString (valOf (List.find (fn x => x > 4) l)) ^ Bool.toString (List.exists (fn x => x = 7) l) ^ Bool.toString (List.all (fn x => x > 0) l) ^ "\n")
val _ = print (ints (List.tabulate (5, fn i => i * i)) ^ "\n")
val _ = exn (fn () => List.tabulate (length l - 9, fn i => i))
val _ = print (case List.getItem l of SOME (x, r) => Int.toString x ^ ints r ^ "\n" | NONE => "none\n")
val _ = print (case List.collate Int.compare ([1, 2], [1, 2, 0]) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER")
val _ = print (case List.collate Int.compare ([2], [1, 2, 0]) of LESS => " LESS\n" | EQUAL => " EQUAL\n" | GREATER => " GREATER\n")
val _ = print (List.foldl (fn (x, s) => s ^ Int.toString x) "" l ^ " " ^ List.foldr (fn (x, s) => s ^ Int.toString x) "" l ^ "\n")

val xs = [1, 2, 3]
val ys = ["a", "b"]
val _ = print (pairs (ListPair.zip (xs, ys)) ^ "\n")
val _ = exn (fn () => ListPair.zipEq (xs, ys))
val (a, b) = ListPair.unzip [(1, "x"), (2, "y")]
val _ = print (ints a ^ String.concat b ^ "\n")
val _ = ListPair.app (fn (x, y) => print (Int.toString x ^ y ^ " ")) (xs, ys)
val _ = print "\n"
val _ = (ListPair.appEq (fn (x, y) => print (Int.toString x ^ y ^ " ")) (xs, ys); print "no\n") handle ListPair.UnequalLengths => print "UnequalLengths\n"
val _ = print (String.concatWith "," (ListPair.map (fn (x, y) => y ^ Int.toString x) (xs, ys)) ^ "\n")
val _ = exn (fn () => ListPair.mapEq (fn (x, y) => y) (xs, ys))
val _ = print (ListPair.foldl (fn (x, y, s) => s ^ y ^ Int.toString x) "" (xs, ys) ^ " " ^ ListPair.foldr (fn (x, y, s) => s ^ y ^ Int.toString x) "" (xs, ys) ^ "\n")
val _ = print (ListPair.foldlEq (fn (x, y, s) => s ^ y ^ Int.toString x) "" ([1, 2], ys) ^ ListPair.foldrEq (fn (x, y, s) => s ^ y ^ Int.toString x) "" ([1, 2], ys) ^ "\n")
val _ = exn (fn () => ListPair.foldlEq (fn (x, y, s) => s) "" (xs, ys))
val _ = exn (fn () => ListPair.foldrEq (fn (x, y, s) => s) "" (xs, ys))
val _ = pb (ListPair.all (fn (x, y) => x < 3) (xs, ys))
val _ = pb (ListPair.allEq (fn (x, y) => x < 3) (xs, ys))
val _ = pb (ListPair.allEq (fn (x, y) => x < 3) ([1, 2], ys))
val _ = pb (ListPair.exists (fn (x, y) => y = "b") (xs, ys))

val _ = print (Int.toString (Option.getOpt (NONE, 5)) ^ Bool.toString (Option.isSome (SOME 1)) ^ Int.toString (Option.valOf (SOME 7)) ^ "\n")
val _ = exn (fn () => Option.valOf NONE)
val _ = print (case Option.filter (fn x => x > 2) 3 of SOME x => Int.toString x | NONE => "NONE")
val _ = print (case Option.join (SOME (SOME 4)) of SOME x => Int.toString x | NONE => "NONE")
val _ = Option.app (fn x => print (Int.toString x)) (SOME 5)
val _ = print (case Option.map (fn x => x + 1) (SOME 5) of SOME x => Int.toString x | NONE => "NONE")
val _ = print (case Option.mapPartial (fn x => if x > 9 then SOME x else NONE) (SOME 5) of SOME x => Int.toString x | NONE => "NONE")
val _ = print (case Option.compose (fn x => x * 2, fn x => if x > 0 then SOME x else NONE) 4 of SOME x => Int.toString x | NONE => "NONE")
val _ = print (case Option.composePartial (fn x => SOME (x + 1), fn x => if x > 0 then SOME x else NONE) 0 of SOME x => Int.toString x | NONE => "NONE")
val _ = print "\n"
