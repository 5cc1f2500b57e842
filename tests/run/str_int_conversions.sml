(* Int.toString/fromString and String<->int round trips, including negatives and junk. *)
fun show NONE = "NONE" | show (SOME n) = Int.toString n
val _ = print (String.concatWith " " (map (show o Int.fromString) ["123", "~45", "-45", "  7x", "abc", "", "+9", "0"]) ^ "\n")
val _ = print (String.concatWith " " (map Int.toString [0, ~1, 1000000, ~987654321]) ^ "\n")
val back = List.all (fn n => Int.fromString (Int.toString n) = SOME n) (List.tabulate (100, fn i => i * i - 500))
val _ = print (Bool.toString back ^ "\n")
