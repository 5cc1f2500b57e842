(* Exceptions raised from inside closures called by map/foldl, escaping through library code. *)
exception Stop of int
val r = (foldl (fn (x, acc) => if x = 5 then raise Stop acc else acc + x) 0 [1, 2, 3, 4, 5, 6]) handle Stop a => ~a
val _ = print (Int.toString r ^ "\n")
val m = (map (fn x => 10 div x) [5, 2, 0, 1]; "done") handle Div => "div by zero inside map"
val _ = print (m ^ "\n")
val app = (List.app (fn s => if s = "bad" then raise Fail s else print (s ^ " ")) ["a", "b", "bad", "c"]) handle Fail s => print ("<" ^ s ^ ">\n")
