(* let-bound polymorphism: a locally defined polymorphic function used at several types in the body. *)
fun test () =
  let fun pair x = [x, x]
      val a = pair 1
      val b = pair "s"
      val c = pair (pair 2.0)
      fun k x y = x
  in Int.toString (length a + length b + length c) ^ " " ^ k "kept" 3 ^ " " ^ Int.toString (k 5 "dropped") end
val _ = print (test () ^ "\n")
val id = fn x => x
val _ = print (id "a" ^ Int.toString (id 1) ^ Real.toString (id 2.0) ^ "\n")
