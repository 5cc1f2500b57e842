(* exnName and exnMessage. *)
val n = exnName Div
val m = exnMessage (Fail "boom")
