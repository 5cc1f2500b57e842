(* while loops: digit sum, gcd by subtraction, nested loops building a multiplication table checksum. *)
fun digitSum n = let val r = ref n val s = ref 0 in while !r > 0 do (s := !s + !r mod 10; r := !r div 10); !s end
fun gcd (a, b) = let val x = ref a val y = ref b in while !x <> !y do (if !x > !y then x := !x - !y else y := !y - !x); !x end
val total = ref 0
val i = ref 1
val _ = while !i <= 12 do (let val j = ref 1 in while !j <= 12 do (total := !total + !i * !j; j := !j + 1) end; i := !i + 1)
val _ = print (Int.toString (digitSum 987654321) ^ " " ^ Int.toString (gcd (1071, 462)) ^ " " ^ Int.toString (!total) ^ "\n")
