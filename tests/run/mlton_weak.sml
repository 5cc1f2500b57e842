(* no-poly *)
(* MLton.Weak: a weak to a big list that is then dropped reads NONE after
   MLton.GC.collect (); weaks to live objects (a list, a ref updated after
   the weak was made, an array, a tuple, a closure) stay SOME and read the
   right (moved) objects through several collections, minor and major;
   unboxed and immediate values (int, real, char, bool, unit, a nullary
   constructor) and a constant string are never collected; a weak to a
   weak; a value the program never uses again is dead; many weaks to short-lived objects, most of them dead. *)
structure W = MLton.Weak
fun line s = print (s ^ "\n")

(* Built in a function: no stack slot of the top level keeps them. *)
fun deadList n = W.new (List.tabulate (n, fn i => i))
fun deadRef () = W.new (ref (List.tabulate (10, fn i => i)))
fun churn 0 acc = acc | churn n acc = churn (n - 1) (n :: acc)

val wDead = deadList 3000
val wDeadRef = deadRef ()
val live = List.tabulate (1000, fn i => i * 2)
val wLive = W.new live
val r = ref 1
val wRef = W.new r
val () = r := 2
val arr = Array.tabulate (100, fn i => Int.toString i)
val wArr = W.new arr
val tup = (live, "x" ^ Int.toString (length live))
val wTup = W.new tup
val f = let val k = length live in fn x => x + k end
val wFun = W.new f
datatype color = Red | Green
val wInt = W.new 42
val wReal = W.new 2.5
val wChar = W.new #"q"
val wBool = W.new true
val wUnit = W.new ()
val wCon = W.new Green
val wStr = W.new "a constant string"
val wWeak = W.new wLive
(* What the program reads at its end stays reachable; a value it never
   uses again may be dead (the optimiser drops it, as MLton's would). *)
val keep = ref (arr, tup, f)

fun opt NONE = "NONE" | opt (SOME s) = "SOME " ^ s
fun report tag =
  (line ("-- " ^ tag);
   line ("dead list: " ^ opt (Option.map (Int.toString o length) (W.get wDead)));
   line ("dead ref: " ^ opt (Option.map (Int.toString o length o !) (W.get wDeadRef)));
   line ("live list: " ^ opt (Option.map (fn l => Int.toString (length l) ^ " " ^ Int.toString (List.nth (l, 999))) (W.get wLive)));
   line ("ref: " ^ opt (Option.map (fn c => Int.toString (!c) ^ " " ^ Bool.toString (c = r)) (W.get wRef)));
   line ("array: " ^ opt (Option.map (fn a => Array.sub (a, 99)) (W.get wArr)));
   line ("tuple: " ^ opt (Option.map (fn (l, s) => Int.toString (hd (tl l)) ^ s) (W.get wTup)));
   line ("closure: " ^ opt (Option.map (fn g => Int.toString (g 1)) (W.get wFun)));
   line ("scalars: " ^ opt (Option.map Int.toString (W.get wInt)) ^ " " ^ opt (Option.map Real.toString (W.get wReal))
         ^ " " ^ opt (Option.map Char.toString (W.get wChar)) ^ " " ^ opt (Option.map Bool.toString (W.get wBool))
         ^ " " ^ opt (Option.map (fn () => "()") (W.get wUnit)) ^ " " ^ opt (Option.map (fn Red => "Red" | Green => "Green") (W.get wCon)));
   line ("string: " ^ opt (W.get wStr));
   line ("weak of weak: " ^ opt (Option.map (fn w => opt (Option.map (Int.toString o length) (W.get w))) (W.get wWeak))))

val _ = length (churn 1000 [])
val () = MLton.GC.collect ()
val () = report "after one collection"
val _ = List.foldl (fn (i, a) => a + length (churn i [])) 0 (List.tabulate (50, fn i => i))
val () = MLton.GC.collect ()
val () = MLton.GC.collect ()
val () = report "after more"

(* 2000 weaks to fresh pairs, keeping every 100th pair. *)
val kept = ref []
val weaks = List.tabulate (2000, fn i =>
  let val x = (i, Int.toString i)
  in if i mod 100 = 0 then kept := x :: !kept else (); W.new x end)
val () = MLton.GC.collect ()
val alive = List.foldl (fn (w, n) => case W.get w of SOME _ => n + 1 | NONE => n) 0 weaks
(* The kept ones, and at most a few that a stale stack word pins. *)
val () = line ("pairs alive: about the kept ones: " ^ Bool.toString (alive >= 20 andalso alive <= 30)
               ^ " (kept " ^ Int.toString (length (!kept)) ^ ")")
val okKept = List.all (fn (i, s) => s = Int.toString i) (!kept)
val () = line ("kept pairs intact: " ^ Bool.toString okKept)
val wUnused = W.new (List.tabulate (10, fn i => (i, i)))
val () = MLton.GC.collect ()
val () = line ("unused: " ^ opt (Option.map (Int.toString o length) (W.get wUnused)))
val () = let val (a, (l, s), g) = !keep
         in line (Int.toString (length live + Array.length a + g 0 + #1 (hd (!kept)) + length l) ^ s) end
