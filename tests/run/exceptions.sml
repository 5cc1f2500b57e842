exception Neg of int
exception Empty'

fun check n = if n < 0 then raise Neg n else n
fun safe n = Int.toString (check n) handle Neg k => "negative " ^ Int.toString k
val _ = print (safe 5 ^ "\n")
val _ = print (safe ~3 ^ "\n")

fun head [] = raise Empty'
  | head (x :: _) = x
val _ = print ((Int.toString (head [])) handle Empty' => "empty\n")
val _ = print (Int.toString (head [4, 5]) ^ "\n")

fun deep 0 = raise Fail "bottom"
  | deep n = 1 + deep (n - 1)
val _ = print ((Int.toString (deep 1000)) handle Fail msg => "failed: " ^ msg ^ "\n")

(* nested handlers and re-raise *)
fun f x = (if x > 10 then raise Neg x else x) handle Div => 0
val _ = print ((Int.toString (f 20) ^ "\n") handle Neg n => "outer caught " ^ Int.toString n ^ "\n")
val _ = print ((Int.toString (10 div 0)) handle Overflow => "ovf\n" | Div => "div\n")
val _ = print (exnName (Neg 1) ^ " " ^ exnName Empty' ^ "\n")
val _ = print ((List.nth ([1, 2], 5); "no\n") handle Subscript => "subscript\n")
val _ = print ((valOf NONE; "no\n") handle Option => "option\n")
val r = (raise Neg 7) handle Neg n => n * 2
val _ = print (Int.toString r ^ "\n")
