(* ForkJoin.reducem, four curried arguments: settle-calls makes every
   stage's call direct, so the loop calls the body's code directly (not
   through its closure); sums, a non-commutative combination (order kept)
   and a body that raises. *)
val n = 100000
val sum = ForkJoin.reducem op+ 0 (0, n) (fn i => i mod 1000 + 1)
val () = print ("sum " ^ Int.toString sum ^ "\n")
val m = 7
val digits = ForkJoin.reducem (fn (a, b) => a * 10 + b) 0 (1, m) (fn i => i)
val () = print ("digits " ^ Int.toString digits ^ "\n")
val s = ForkJoin.reducem (op ^) "" (0, 5) (fn i => Int.toString i)
val () = print ("concat " ^ s ^ "\n")
val r = ForkJoin.reducem op+ 0 (0, n) (fn i => if i = 5000 then raise Fail "body" else i)
        handle Fail msg => ~1
val () = print ("raised " ^ Int.toString r ^ "\n")
