(* Millions of blocked parasites fit in memory (ARCHITECTURE 3.5): 10^6
   asynchronous sends wait on one channel at once, and 2 * 10^5
   asynchronous receives on another, as records without threads (about
   100 bytes each); then they are matched (each receive's function runs
   as a thread when its value comes). *)
fun say s = print (s ^ "\n")
val n = 1000000

fun run () =
  let
    val c : int CML.chan = CML.channel ()
    fun sendAll i = if i = n then () else (Parasite.aSend (c, i); sendAll (i + 1))
    val () = sendAll 0
    val () = say "10^6 aSends waiting"
    fun sum (0, acc) = acc
      | sum (k, acc) = sum (k - 1, acc + CML.recv c)
    val () = say ("received, sum " ^ Int.toString (sum (n, 0)))
    val d : int CML.chan = CML.channel ()
    val total = ref 0
    val m = 200000
    fun recvAll i = if i = m then () else (Parasite.aRecv (d, fn v => total := !total + v); recvAll (i + 1))
    val () = recvAll 0
    val () = say "2 * 10^5 aRecvs waiting"
    fun sendEach i = if i = m then () else (CML.send (d, i); sendEach (i + 1))
    val () = sendEach 0
    val () = CML.yield ()
  in say ("delivered, total " ^ Int.toString (!total)) end

val st = RunCML.doit (fn () => (run (); RunCML.shutdown OS.Process.success), NONE)
val () = say (if OS.Process.isSuccess st then "success" else "failure")
