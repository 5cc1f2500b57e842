(* Exception declarations inside functions are generative: each call creates a distinct exception. *)
fun mk () = let exception E in (fn () => raise E, fn f => (f (); "not caught") handle E => "caught own") end
val (raise1, catch1) = mk ()
val (raise2, catch2) = mk ()
val _ = print (catch1 raise1 ^ "\n")
val _ = print (catch2 raise2 ^ "\n")
val _ = print ((catch1 raise2) handle _ => "escaped: other instance\n")
val _ = print "\n"
val _ = print ((catch2 raise1) handle _ => "escaped: other instance\n")
val _ = print "\n"
