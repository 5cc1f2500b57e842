(* Places run ForkJoin code with workers of their own: three places each
   compute a parallel fib and a parallel-loop sum while the main program
   computes its own; places count into one SharedArray with fetchAndAdd
   from parallel loops inside them; SharedRealArray; SharedArray bounds
   and sizes raise Subscript and Size; a CAS-based spin lock in shared
   memory keeps a non-atomic read-modify-write correct across places. *)
fun fib n =
  if n < 2 then n
  else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end

fun loopSum n = ForkJoin.reducem op+ 0 (0, n) (fn i => i mod 7)

val counts = Place.SharedArray.array (2, 0)
val reals = Place.SharedRealArray.array (3, 0.5)

val places =
  List.tabulate (3, fn i =>
    Place.spawn (fn c =>
      let
        val n = Place.recv c
        val () = ForkJoin.parfor 1 (0, 10000) (fn _ => ignore (Place.SharedArray.fetchAndAdd (counts, 0, 1)))
        (* a spin lock on element 1 around a plain read and write of a real *)
        fun lock () = if Place.SharedArray.compareAndSwap (counts, 1, 0, 1) = 0 then () else lock ()
        fun unlock () = Place.SharedArray.update (counts, 1, 0)
        fun bump 0 = ()
          | bump k = (lock (); Place.SharedRealArray.update (reals, 2, Place.SharedRealArray.sub (reals, 2) + 1.0); unlock (); bump (k - 1))
        val () = bump 1000
      in
        Place.send (c, (i, fib n, loopSum 1000000))
      end))
val () = List.app (fn p => Place.send (Place.chan p, 24)) places
val mine = fib 22
val results = map (fn p => Place.recv (Place.chan p)) places
val () = List.app (fn (i, f, s) => print (Int.toString i ^ ": fib " ^ Int.toString f ^ ", sum " ^ Int.toString s ^ "\n")) results
val () = List.app (fn p => print ("status " ^ Int.toString (Place.wait p) ^ "\n")) places
val () = print ("main: fib " ^ Int.toString mine ^ "\n")
val () = print ("shared count " ^ Int.toString (Place.SharedArray.sub (counts, 0)) ^ "\n")
val () = print ("shared reals " ^ Real.toString (Place.SharedRealArray.sub (reals, 0)) ^ " " ^ Real.toString (Place.SharedRealArray.sub (reals, 2)) ^ "\n")
val () = print ("length " ^ Int.toString (Place.SharedArray.length counts) ^ "\n")
val () = (Place.SharedArray.sub (counts, 2); print "no\n") handle Subscript => print "Subscript\n"
val () = (Place.SharedRealArray.update (reals, ~1, 0.0); print "no\n") handle Subscript => print "Subscript\n"
val () = (Place.SharedArray.array (~1, 0); print "no\n") handle Size => print "Size\n"
