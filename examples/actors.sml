(* examples/actors.sml: Erlang-style actors ($(SML_LIB)/actor/actor.mlb).
   A supervisor-like main actor traps exits and starts a bank account
   server (Actor.serve: each request handled in a region of its own) and
   a few clients; a client that makes a bad request crashes the server,
   which the main actor sees as an exit message and restarts.  Run it with
     skein run examples/actors.mlb *)
datatype account = Deposit of int | Withdraw of int | Balance of int Actor.pid
datatype event = Exit of Actor.actor_id * Actor.reason | Done

val bank : account Actor.name = Actor.name "bank"

fun account (_, balance, Deposit n) = balance + n
  | account (_, balance, Withdraw n) =
      if n > balance then raise Fail ("overdrawn by " ^ Int.toString (n - balance)) else balance - n
  | account (_, balance, Balance p) = (Actor.send (p, balance); balance)

fun startBank () =
  let val p = Actor.spawnLink (Actor.serve 0 account)
  in Actor.register (bank, p); p end

fun client (boss, ops) (me : int Actor.pid) =
  (List.app (fn req => case Actor.whereis bank of SOME b => Actor.send (b, req) | NONE => ()) ops;
   case Actor.whereis bank of
     SOME b => (Actor.send (b, Balance me);
                case Actor.receiveTimeout me (Time.fromMilliseconds 100) SOME of
                  SOME n => print ("balance " ^ Int.toString n ^ "\n")
                | NONE => print "no answer\n")
   | NONE => ();
   Actor.send (boss, Done))

fun main me =
  let
    val () = Actor.trapExits (me, Exit)
    val _ = startBank ()
    fun run ops =
      (ignore (Actor.spawn (client (me, ops)));
       case Actor.receiveAny me of
         Done => ()
       | Exit (_, reason) =>
           (print ("bank ended (" ^ Actor.reasonToString reason ^ "), restarting\n");
            ignore (startBank ());
            ignore (Actor.receive me (fn Done => SOME () | _ => NONE))))
  in
    run [Deposit 100, Withdraw 30];
    run [Withdraw 500];
    run [Deposit 7]
  end

val () = OS.Process.exit (Actor.run main)
