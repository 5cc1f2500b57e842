(* Real.fromString on plain, exponent and invalid inputs, and Real.toString of the results. *)
fun show NONE = "NONE" | show (SOME r) = Real.toString r
val _ = print (String.concatWith " " (map (show o Real.fromString) ["1.5", "~2.25", "3", "1e3", "2.5E~2", "abc", "-0.5", ".5"]) ^ "\n")
