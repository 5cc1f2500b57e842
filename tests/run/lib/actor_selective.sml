(* Selective receive takes the OLDEST message its selector accepts and
   leaves the others queued in order: later receives see them in that
   order.  Messages that arrive while a receive is blocked are checked in
   order too (a non-matching arrival wakes the receiver, which goes back
   to waiting), and skipped ones join the queue behind the older ones. *)
datatype msg = A of int | B of int | C of int | Go

fun show (A n) = "A" ^ Int.toString n
  | show (B n) = "B" ^ Int.toString n
  | show (C n) = "C" ^ Int.toString n
  | show Go = "Go"
fun say s = print (s ^ "\n")
fun isB (B n) = SOME n | isB _ = NONE
fun isC (C n) = SOME n | isC _ = NONE
fun any me = show (Actor.receiveAny me)

(* waits for Go, then sends `msgs` to `target`, yielding after each *)
fun helper (target, msgs) me =
  (ignore (Actor.receive me (fn Go => SOME () | _ => NONE));
   List.app (fn m => (Actor.send (target, m); Actor.yield ())) msgs)

fun main me =
  let
    val () = List.app (fn m => Actor.send (me, m)) [A 1, B 2, A 3, C 4, B 5]
    val b = Actor.receive me isB
    val c = Actor.receive me isC
    val () = say ("took B" ^ Int.toString b ^ " C" ^ Int.toString c)
    val () = say ("then " ^ String.concatWith " " [any me, any me, any me])
    (* the selector may compute: the first A above 10, doubled *)
    val () = List.app (fn m => Actor.send (me, m)) [A 7, A 12, A 15]
    val d = Actor.receive me (fn A n => if n > 10 then SOME (2 * n) else NONE | _ => NONE)
    val () = say ("doubled " ^ Int.toString d ^ ", left " ^ any me ^ " " ^ any me)
    (* blocked on C while A10 A11 B12 C13 arrive one by one *)
    val h = Actor.spawn (helper (me, [A 10, A 11, B 12, C 13, A 14]))
    val () = Actor.send (h, Go)
    val c = Actor.receive me isC
    val () = say ("blocked, took C" ^ Int.toString c)
    val () = say ("then " ^ String.concatWith " " [any me, any me, any me, any me])
    (* a message already queued and older than the blocked wait's *)
    val () = Actor.send (me, B 20)
    val h = Actor.spawn (helper (me, [A 21, C 22, B 23]))
    val () = Actor.send (h, Go)
    val c = Actor.receive me isC
    val b = Actor.receive me isB
  in
    say ("took C" ^ Int.toString c ^ " B" ^ Int.toString b ^ ", left " ^ any me ^ " " ^ any me)
  end

val _ = Actor.run main
