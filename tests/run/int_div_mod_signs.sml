(* div/mod round toward negative infinity, quot/rem toward zero, for all sign combinations. *)
val pairs = [(7, 2), (~7, 2), (7, ~2), (~7, ~2), (6, 3), (~6, 3), (0, 5), (1, ~1)]
val _ = List.app (fn (a, b) => print (Int.toString a ^ "," ^ Int.toString b ^ ": " ^ String.concatWith " "
                  (map Int.toString [a div b, a mod b, Int.quot (a, b), Int.rem (a, b)]) ^ "\n")) pairs
val _ = print ((Int.toString (Int.quot (1, 0))) handle Div => "Div quot\n")
val _ = print ((Int.toString (Int.rem (1, 0))) handle Div => "Div rem\n")
