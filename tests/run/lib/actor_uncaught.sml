(* An exception that escapes an actor's body ends that actor with
   Error e (as in Erlang, the actor dies and the others go on): the
   runtime prints "Actor: actor <N> ended by an uncaught exception: ..."
   on stderr, its monitors see the reason, and the program's status is
   that of the main actor (success here). *)
datatype msg = Job of int | Result of int | Down of Actor.reason
fun say s = print (s ^ "\n")

fun worker (boss, me) =
  case Actor.receiveAny me of
    Job 0 => raise Div
  | Job n => (Actor.send (boss, Result (100 div n)); worker (boss, me))
  | _ => worker (boss, me)

fun main me =
  let
    val workers = List.tabulate (3, fn _ => Actor.spawn (fn w => worker (me, w)))
    val _ = List.map (fn w => Actor.monitor w (me, Down)) workers
    val () = List.app (fn (w, n) => Actor.send (w, Job n)) (ListPair.zip (workers, [5, 0, 20]))
    fun collect (0, acc) = acc
      | collect (k, acc) =
          case Actor.receiveAny me of
            Result r => (say ("result " ^ Int.toString r); collect (k - 1, acc))
          | Down r => (say ("down " ^ Actor.reasonToString r); collect (k - 1, acc + 1))
          | Job _ => collect (k, acc)
    val downs = collect (3, 0)
  in
    say ("alive " ^ String.concatWith " " (map (Bool.toString o Actor.isAlive) workers));
    say ("downs " ^ Int.toString downs)
  end

val st = Actor.run main
val () = say (if OS.Process.isSuccess st then "success" else "failure")
