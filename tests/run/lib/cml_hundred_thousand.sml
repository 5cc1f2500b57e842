(* 100000 CML threads blocked at once on one channel, then released one by
   one, each sending back its number plus what it received: more threads
   than the kernel's mapping limit allows stacks of their own (about
   32000), so most share one stack (runtime/conc/coroutine.c, STACKS). *)
val n = 100000
fun main () =
  let
    val c : int CML.chan = CML.channel ()
    val done : int CML.chan = CML.channel ()
    fun worker i = CML.spawn (fn () => let val x = CML.recv c in CML.send (done, x + i) end)
    fun spawnAll i = if i = n then () else (ignore (worker i); spawnAll (i + 1))
    fun feed i = if i = n then () else (CML.send (c, 1); feed (i + 1))
    fun collect (i, acc) = if i = n then acc else collect (i + 1, acc + CML.recv done)
  in
    spawnAll 0;
    ignore (CML.spawn (fn () => feed 0));
    print (Int.toString (collect (0, 0)) ^ "\n")
  end
val _ = RunCML.doit (main, NONE)
