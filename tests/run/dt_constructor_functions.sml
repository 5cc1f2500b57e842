(* Constructors used as first-class functions (map SOME, map Node), and nullary constructors in lists. *)
datatype t = A of int | B of string * int | C
val xs = map A [1, 2, 3] @ map B [("x", 1), ("y", 2)] @ [C, C]
fun show (A n) = "A" ^ Int.toString n | show (B (s, n)) = "B" ^ s ^ Int.toString n | show C = "C"
val _ = print (String.concatWith " " (map show xs) ^ "\n")
val opts = map SOME ["p", "q"]
val _ = print (String.concat (map valOf opts) ^ " " ^ Int.toString (length (List.filter (fn C => true | _ => false) xs)) ^ "\n")
