(* Functions returning tuples of closures over the same environment. *)
fun stack () =
  let val s = ref ([] : int list)
  in (fn x => s := x :: !s,
      fn () => case !s of [] => NONE | x :: r => (s := r; SOME x),
      fn () => length (!s))
  end
val (push, pop, size) = stack ()
val _ = List.app push [1, 2, 3, 4]
val a = pop () val b = pop ()
val _ = push 9
fun show NONE = "none" | show (SOME x) = Int.toString x
val _ = print (show a ^ " " ^ show b ^ " " ^ Int.toString (size ()) ^ " " ^ show (pop ()) ^ "\n")
val _ = (pop (); pop (); pop ())
val _ = print (show (pop ()) ^ "\n")
