(* medarrays: 200000 garbage arrays of 2000 ints (16 KB each, over the
   8 KiB large-object threshold: each gets a chunk of its own).  Freed
   one-slice large chunks must be recycled through the chunk pool; when
   they went back to the OS each one was faulted in again (800k minor
   faults, 2.4 s system time; see bench/faults.sh). *)
fun loop (i, acc) =
  if i = 0 then acc
  else let val a = Array.array (2000, i) in loop (i - 1, acc + Array.sub (a, 1999)) end
val () = print (Int.toString (loop (200000, 0)) ^ "\n")
