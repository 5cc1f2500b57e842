(* no-gc-stress *)
(* An exception raised at the bottom of a 20000-deep non-tail recursion, handled at various depths. *)
exception Found of int
fun search (0, acc) = raise Found acc
  | search (n, acc) = 1 + search (n - 1, acc + n)
val _ = print ((Int.toString (search (20000, 0))) handle Found s => "found " ^ Int.toString s ^ "\n")
fun layered (0) = raise Fail "bottom"
  | layered n = if n = 500 then (layered (n - 1) handle Fail m => (print ("caught at 500: " ^ m ^ "\n"); raise Found n))
                else 1 + layered (n - 1)
val _ = print ((Int.toString (layered 1000)) handle Found n => "re-raised as Found " ^ Int.toString n ^ "\n")
