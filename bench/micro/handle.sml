(* Handler install/leave cost: 10^8 entries of (f x handle E => 0);
   compare with nohandle.sml, the same loop without the handler. *)
exception E
fun f x = if x < 0 then raise E else x mod 7
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + ((f i) handle E => 0))
val _ = print (Int.toString (loop (100000000, 0)) ^ "\n")
