(* handle as an expression producing values of several types; handler patterns with wildcards and as. *)
exception E of int
val a : real = (raise E 1) handle E _ => 1.5
val b : string list = (raise E 2) handle E n => [Int.toString n]
val c = (raise E 3) handle e as E n => (exnName e, n)
val d : int * int = (10, (raise E 4) handle E k => k * 2)
val _ = print (Real.toString a ^ " " ^ hd b ^ " " ^ #1 c ^ Int.toString (#2 c) ^ " " ^ Int.toString (#1 d + #2 d) ^ "\n")
