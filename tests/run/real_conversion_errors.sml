(* Overflow from floor/round of huge reals, Domain/Overflow on non-finite conversions, Real.isFinite/isNan. *)
val inf = 1.0 / 0.0
val nan = 0.0 / 0.0
val _ = print ((Int.toString (floor 1.0E30)) handle Overflow => "Overflow floor\n")
val _ = print ((Int.toString (round inf)) handle Overflow => "Overflow inf\n" | Domain => "Domain inf\n")
val _ = print ((Int.toString (trunc nan)) handle Domain => "Domain nan\n" | Overflow => "Overflow nan\n")
val _ = print (Bool.toString (Real.isFinite inf) ^ Bool.toString (Real.isNan nan) ^ Bool.toString (Real.isFinite 1.0) ^ Bool.toString (nan < 1.0) ^ "\n")
val _ = print (Real.toString inf ^ " " ^ Real.toString (~inf) ^ "\n")
