(* Handlers at several nesting depths: the innermost matching handler wins, non-matching ones are skipped. *)
exception A and B and C
fun level 0 e = raise e
  | level n e = (level (n - 1) e) handle A => (if n = 3 then 300 else raise A) | B => (if n = 5 then 500 else raise B)
fun run e = (Int.toString (level 8 e)) handle A => "A escaped" | B => "B escaped" | C => "C reached top"
val _ = print (run A ^ " " ^ run B ^ " " ^ run C ^ "\n")
val x = ((1 div 0) handle Overflow => 1) handle Div => 2
val y = (((raise A) handle B => 1) handle C => 2) handle A => 3
val _ = print (Int.toString x ^ " " ^ Int.toString y ^ "\n")
