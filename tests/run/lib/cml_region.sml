(* CML inside Region.run: each RunCML.doit runs in a region of its own
   (threads spawned there send lists made there; the sum escapes), before,
   between and after a doit outside any region, so the runtime's thread
   group moves between the regions and the enclosing heap
   (runtime/conc/coroutine.c, coroutines_region_exit). *)
fun work k =
  let
    val ch = CML.channel ()
    val _ = List.tabulate (k, fn i => CML.spawn (fn () => CML.send (ch, List.tabulate (i, fn j => j))))
    fun sum (0, acc) = acc
      | sum (n, acc) = sum (n - 1, acc + length (CML.recv ch))
  in sum (k, 0) end
fun doit k = let val r = ref 0 val _ = RunCML.doit (fn () => r := work k, NONE) in !r end
val a = Region.run (fn () => doit 10)
val b = Region.run (fn () => doit 20)
val c = doit 5
val d = Region.run (fn () => doit 7)
val () = print (String.concatWith " " (map Int.toString [a, b, c, d]) ^ "\n")
