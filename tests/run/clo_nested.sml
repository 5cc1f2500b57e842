(* Closures nested four deep, each level capturing variables from all enclosing levels. *)
fun l1 a = fn b => fn c => fn d => a * 1000 + b * 100 + c * 10 + d
val f1 = l1 1
val f2 = f1 2
val f3 = f2 3
val _ = print (Int.toString (f3 4) ^ " " ^ Int.toString (f3 9) ^ " " ^ Int.toString (f2 7 7) ^ "\n")
fun outer x =
  let fun mid y =
        let fun inner z = x + y + z
        in inner end
  in mid end
val _ = print (Int.toString (outer 1 20 300) ^ "\n")
val fs = List.map (fn i => List.map (fn j => fn k => i * j + k) [1, 2, 3]) [10, 20]
val _ = List.app (fn row => (List.app (fn g => print (Int.toString (g 5) ^ " ")) row; print "\n")) fs
