(* Composition of polymorphic functions changing types along a pipeline (int -> real -> string -> int list). *)
val toR = real
val toS = Real.toString
val toL = map (fn c => Char.ord c - 48) o List.filter Char.isDigit o explode
val pipeline = toL o toS o toR
val _ = print (String.concatWith "," (map Int.toString (pipeline 1234)) ^ "\n")
fun pipe fs x = foldl (fn (f, v) => f v) x fs
val _ = print (Int.toString (pipe [fn x => x + 1, fn x => x * 3, fn x => x - 2] 5) ^ " " ^ pipe [fn s => s ^ "!", String.map Char.toUpper] "hey" ^ "\n")
