(* A growable array (doubling) implemented with Array.copy inside a record of refs. *)
val data = ref (Array.array (1, 0)) val len = ref 0
fun push x = (if !len = Array.length (!data) then let val bigger = Array.array (2 * !len, 0) in Array.copy {src = !data, dst = bigger, di = 0}; data := bigger end else ();
              Array.update (!data, !len, x); len := !len + 1)
val _ = List.app push (List.tabulate (100, fn i => i * i))
val _ = print (Int.toString (!len) ^ " " ^ Int.toString (Array.length (!data)) ^ " " ^ Int.toString (Array.sub (!data, 99)) ^ " " ^ Int.toString (Array.foldl (op +) 0 (!data)) ^ "\n")
