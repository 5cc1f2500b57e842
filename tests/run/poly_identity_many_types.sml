(* One polymorphic function used at int, real, string, tuple, list, option, datatype and function types. *)
datatype color = Red | Green | Blue
fun twice x = (x, x)
val (a, _) = twice 3
val (b, _) = twice 2.5
val (c, _) = twice "s"
val ((d1, d2), _) = twice (1, "one")
val (e, _) = twice [1, 2, 3]
val (f, _) = twice (SOME #"q")
val (g, _) = twice Blue
val (h, _) = twice (fn x => x * 10)
val _ = print (Int.toString a ^ " " ^ Real.toString b ^ " " ^ c ^ " " ^ Int.toString d1 ^ d2 ^ " "
               ^ Int.toString (length e) ^ " " ^ (case f of SOME ch => String.str ch | NONE => "-") ^ " "
               ^ (case g of Blue => "Blue" | _ => "other") ^ " " ^ Int.toString (h 4) ^ "\n")
