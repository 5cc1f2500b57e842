(* Nested handlers restoring state through refs (an undo log) when an inner computation fails. *)
val state = ref 0 val undo = ref []
fun set v = (undo := !state :: !undo; state := v)
fun rollback () = case !undo of [] => () | v :: r => (state := v; undo := r)
fun attempt (f, n) = (f (); "ok") handle Fail m => (List.app (fn _ => rollback ()) (List.tabulate (n, fn i => i)); "rolled back: " ^ m)
val r1 = attempt (fn () => (set 1; set 2), 2)
val r2 = attempt (fn () => (set 10; set 20; raise Fail "boom"), 2)
val _ = print (r1 ^ " | " ^ r2 ^ " | " ^ Int.toString (!state) ^ "\n")
