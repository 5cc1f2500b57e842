(* Real32.real is an overloaded type: literals are rounded once to single
   precision, + - * / ~ abs and comparisons are single-precision operations. *)
val x : Real32.real = 1.1
val y = x + 2.2 * x
val _ = print (Real32.toString y ^ "\n")
val _ = print (Real.fmt (StringCvt.FIX (SOME 12)) (Real32.toLarge x) ^ "\n")
val third = 1.0 / (3.0 : Real32.real)
val _ = print (Real32.toString third ^ " " ^ Real.fmt (StringCvt.FIX (SOME 12)) (Real32.toLarge third) ^ "\n")
fun sq (z : Real32.real) = z * z
val _ = print (Real32.toString (sq 16777217.0) ^ "\n")
val _ = print (Real32.toString (16777216.0 + 1.0 : Real32.real) ^ "\n")
val _ = print (Bool.toString (x < 1.1000001) ^ " " ^ Bool.toString (x >= 1.1) ^ " " ^ Real32.toString (~ x) ^ " " ^ Real32.toString (abs (~2.5 : Real32.real)) ^ "\n")
fun sum (acc : Real32.real) 0 = acc
  | sum acc n = sum (acc + 0.1) (n - 1)
val _ = print (Real32.toString (sum 0.0 10) ^ " " ^ Real.toString (let fun s acc 0 = acc | s acc n = s (acc + 0.1) (n - 1) in s 0.0 10 end) ^ "\n")
val a = Real32Array.tabulate (5, fn i => Real32.fromInt i * 0.1)
val _ = print (Real32.toString (Real32Array.foldl (op +) 0.0 a) ^ "\n")
val _ = print (Real32.toString 3.4028235E38 ^ " " ^ Real32.toString (3.4028235E38 * 2.0) ^ " " ^ Real32.toString 1E~45 ^ "\n")
val _ = print (Real32.toString (Real32.Math.sqrt 2.0) ^ " " ^ Real32.toString (Real32.fromInt 16777217) ^ "\n")
fun norm (a, b) : Real32.real = Real32.Math.sqrt (a * a + b * b)
val _ = print (Real32.toString (norm (3.0, 4.0)) ^ "\n")
(* defaults are unchanged: int for +, real for / *)
fun double n = n + n
fun half r = r / 2.0
val _ = print (Int.toString (double 21) ^ " " ^ Real.toString (half 1.1) ^ "\n")
(* Records of Real32s summed by foldl: gcc's vectorizer once dropped the
   rounding of the three additions (sk_round_f32 in skein.h). *)
type v3 = {x : Real32.real, y : Real32.real, z : Real32.real}
fun add (a : v3, b : v3) : v3 = {x = #x a + #x b, y = #y a + #y b, z = #z a + #z b}
fun dot (a : v3, b : v3) = #x a * #x b + #y a * #y b + #z a * #z b
val pts = List.tabulate (1000, fn i => let val r = Real32.fromInt i * 0.001 in {x = r, y = r * 2.0, z = 1.0 - r} end)
val s = List.foldl add {x = 0.0, y = 0.0, z = 0.0} pts
val _ = print (Real32.toString (#x s) ^ " " ^ Real32.toString (#y s) ^ " " ^ Real32.toString (#z s) ^ "\n")
val _ = print (Real32.toString (dot (s, s)) ^ "\n")
