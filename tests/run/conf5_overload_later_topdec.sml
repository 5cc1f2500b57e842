(* An overloaded operator or literal in one top-level declaration is
   resolved by a later declaration of the file, and takes its default
   (int, real for /) only if none determines it (Poly/ML does the same: a
   file without ; is one top-level declaration). *)
fun sq x = x * x
val _ = print (Real.toString (sq 1.5) ^ "\n")
fun ins (x, []) = [x]
  | ins (x, y :: ys) = if x < y then x :: y :: ys else y :: ins (x, ys)
val _ = print (String.concatWith "," (foldl ins [] ["pear", "apple", "fig"]) ^ "\n")
fun double x = x + x
val _ = print (Int.toString (double 21) ^ "\n")
val w = 0w200
val _ = print (Word8.toString (w + 0w100) ^ "\n")
fun avg (a, b) = (a + b) / 2.0
val _ = print (Real.toString (avg (1.0, 2.0)) ^ "\n")
val n = 5
val _ = print (IntInf.toString (IntInf.pow (n, 30)) ^ "\n")
fun mx (a, b) = if a > b then a else b
val _ = print (str (mx (#"a", #"z")) ^ "\n")
val total = ref 0
fun add x = total := !total + x
val _ = add 5
val _ = print (Int.toString (!total) ^ "\n")
structure Acc = struct val sum = ref 0.0 fun add x = sum := !sum + x end
val _ = Acc.add 2.5
val _ = print (Real.toString (!Acc.sum) ^ "\n")
fun neg x = ~ x
fun inc x = x + 1
val _ = print (Int.toString (inc (neg 4)) ^ " " ^ Int.toString (double 0) ^ "\n")
fun f 0 = "zero" | f 1 = "one" | f _ = "many"
val _ = print (f (IntInf.pow (2, 70)) ^ " " ^ f 0 ^ " " ^ f 1 ^ "\n")
fun g x = if x > 0.0 then x else ~x
fun h x = if x > 0 then x else ~x
val _ = print (Real.toString (g ~2.5) ^ " " ^ Int32.toString (h ~5) ^ "\n")
fun w 0w0 = "z" | w 0w255 = "ff" | w _ = "o"
val _ = print (w (Word8.fromInt 255) ^ w 0w0 ^ "\n")
fun c #"a" = 1 | c _ = 2
val _ = print (Int.toString (c #"a") ^ "\n")
val k = 255
val _ = print (Int32.toString (k + 1) ^ "\n")
