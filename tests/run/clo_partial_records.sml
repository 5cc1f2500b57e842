(* Closures capturing records and tuples, partially applied to record arguments. *)
type cfg = {scale : int, offset : int, name : string}
fun apply ({scale, offset, name} : cfg) x = name ^ "=" ^ Int.toString (x * scale + offset)
val fs = map apply [{scale = 2, offset = 1, name = "a"}, {scale = ~1, offset = 100, name = "b"}]
val _ = print (String.concatWith " " (List.concat (map (fn f => map f [1, 2, 3]) fs)) ^ "\n")
