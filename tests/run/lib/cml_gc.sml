(* no-gc-stress *) (* CML threads and the collector: each thread builds a list and a string,
   blocks on a channel holding them only in its locals (on its own stack),
   and checks them after every wake-up while the other threads allocate
   enough garbage for collections to run in between; wrapped values and
   sent values survive too. *)
fun say s = print (s ^ "\n")
fun build (i, n) = List.tabulate (n, fn k => (k * i, Int.toString (k + i)))
fun check (i, l) = List.foldl (fn ((a, s), ok) => ok andalso a mod (if i = 0 then 1 else i) = 0 andalso valOf (Int.fromString s) = a div (if i = 0 then 1 else i) + i) true l
fun garbage n = List.foldl (fn (x, acc) => acc + String.size x) 0 (List.tabulate (n, fn k => Int.toString k ^ "garbage"))
fun worker (i, tick, results) () =
  let
    val mine = build (i, 200)
    val tag = "thread-" ^ Int.toString i
    fun loop (0, ok) = CML.send (results, (tag, ok, List.length mine))
      | loop (r, ok) =
          let val extra = CML.recv tick
              val _ = garbage 30000
          in loop (r - 1, ok andalso check (i, mine) andalso String.size extra = 5) end
  in loop (5, true) end
fun main () =
  let
    val n = 8
    val tick = CML.channel ()
    val results = CML.channel ()
    val _ = List.tabulate (n, fn i => CML.spawn (worker (i + 1, tick, results)))
    val () = List.app (fn _ => (CML.send (tick, "tick!"); ignore (garbage 20000))) (List.tabulate (5 * n, fn i => i))
    val rs = List.tabulate (n, fn _ => CML.sync (CML.wrap (CML.recvEvt results, fn (tag, ok, len) => tag ^ " " ^ Bool.toString ok ^ " " ^ Int.toString len)))
    (* in the order of the tags: time slices may end the workers' garbage
       loops, so they finish in any order *)
    fun insert (x, []) = [x]
      | insert (x, y :: ys) = if x <= y then x :: y :: ys else y :: insert (x, ys)
  in List.app say (List.foldl insert [] rs) end
val st = RunCML.doit (main, NONE)
