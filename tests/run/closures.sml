fun compose (f, g) x = f (g x)
val inc = fn x => x + 1
val double = fn x => x * 2
val h = compose (inc, double)
val _ = print (Int.toString (h 10) ^ "\n")

fun adder n = fn x => x + n
val adders = map adder [1, 10, 100]
val _ = print (String.concat (map (fn f => Int.toString (f 5) ^ " ") adders) ^ "\n")

val sum = foldl (op +) 0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
val _ = print ("sum " ^ Int.toString sum ^ "\n")
val rev' = foldl (op ::) [] [1, 2, 3]
val _ = print (String.concat (map Int.toString rev') ^ "\n")
val strs = foldr (fn (x, acc) => Int.toString x :: acc) [] [7, 8, 9]
val _ = print (String.concatWith "," strs ^ "\n")

fun curry f x y = f (x, y)
val _ = print (Int.toString (curry Int.max 3 11) ^ "\n")

fun twice f = f o f
val _ = print (Int.toString (twice (twice double) 1) ^ "\n")

fun mkCounter () =
  let val n = ref 0
  in fn () => (n := !n + 1; !n) end
val c1 = mkCounter ()
val c2 = mkCounter ()
val _ = (c1 (); c1 (); c2 ())
val _ = print (Int.toString (c1 ()) ^ " " ^ Int.toString (c2 ()) ^ "\n")
val _ = print (String.concat (List.map (fn (a, b) => a ^ "=" ^ Int.toString b ^ ";") [("x", 1), ("y", 2)]) ^ "\n")
