(* Integer identities over a range: (a div b) * b + a mod b = a, quot/rem likewise, and sign of mod follows the divisor. *)
val vals = List.tabulate (41, fn i => i - 20)
val divs = [~7, ~3, ~1, 1, 2, 5, 13]
val ok1 = List.all (fn a => List.all (fn b => (a div b) * b + a mod b = a) divs) vals
val ok2 = List.all (fn a => List.all (fn b => Int.quot (a, b) * b + Int.rem (a, b) = a) divs) vals
val ok3 = List.all (fn a => List.all (fn b => a mod b = 0 orelse (a mod b > 0) = (b > 0)) divs) vals
val ok4 = List.all (fn a => List.all (fn b => Int.rem (a, b) = 0 orelse (Int.rem (a, b) > 0) = (a > 0)) divs) vals
val _ = print (Bool.toString ok1 ^ Bool.toString ok2 ^ Bool.toString ok3 ^ Bool.toString ok4 ^ " " ^ Int.toString (foldl (fn (a, s) => s + a mod 7 + a div 3) 0 vals) ^ "\n")
