(* ListPair zip/unzip/map/foldl/foldr/all/exists, including unequal lengths. *)
val a = [1, 2, 3, 4]
val b = ["one", "two", "three"]
val z = ListPair.zip (a, b)
val _ = print (String.concatWith " " (map (fn (n, s) => s ^ "=" ^ Int.toString n) z) ^ "\n")
val (xs, ys) = ListPair.unzip z
val _ = print (Int.toString (length xs) ^ " " ^ String.concat ys ^ "\n")
val _ = print (String.concatWith "," (ListPair.map (fn (n, s) => Int.toString (n * size s)) (a, b)) ^ "\n")
val _ = print (Int.toString (ListPair.foldl (fn (x, y, acc) => acc + x * y) 0 ([1, 2, 3], [4, 5, 6])) ^ "\n")
val _ = print (ListPair.foldr (fn (x, y, acc) => x ^ y ^ acc) "!" (["a", "b"], ["c", "d"]) ^ "\n")
val _ = print (Bool.toString (ListPair.all (op <) ([1, 2], [2, 3])) ^ " " ^ Bool.toString (ListPair.exists (op =) ([1, 2], [0, 2])) ^ "\n")
