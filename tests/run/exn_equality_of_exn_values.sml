(* Exception values stored in lists and matched later; exnName of stored values. *)
exception A of int exception B
val es = [A 1, B, Fail "f", A 2, Div]
fun classify (A n) = "A" ^ Int.toString n | classify B = "B" | classify (Fail s) = "Fail:" ^ s | classify e = "other:" ^ exnName e
val _ = print (String.concatWith " " (map classify es) ^ "\n")
val _ = print ((raise List.nth (es, 3)) handle A n => "raised stored A" ^ Int.toString n ^ "\n")
