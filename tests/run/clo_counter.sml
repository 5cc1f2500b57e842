(* Closures sharing private mutable state: counters and an account object. *)
fun counter () = let val n = ref 0 in (fn () => (n := !n + 1; !n), fn () => n := 0) end
val (tick1, reset1) = counter ()
val (tick2, _) = counter ()
val a = tick1 () val b = tick1 () val c = tick2 () val d = tick1 ()
val _ = reset1 ()
val e = tick1 ()
val _ = print (String.concatWith " " (map Int.toString [a, b, c, d, e]) ^ "\n")
fun account init =
  let val bal = ref init
  in {deposit = fn x => bal := !bal + x,
      withdraw = fn x => if x > !bal then false else (bal := !bal - x; true),
      balance = fn () => !bal}
  end
val acc = account 50
val _ = #deposit acc 25
val ok1 = #withdraw acc 100
val ok2 = #withdraw acc 70
val _ = print (Bool.toString ok1 ^ " " ^ Bool.toString ok2 ^ " " ^ Int.toString (#balance acc ()) ^ "\n")
