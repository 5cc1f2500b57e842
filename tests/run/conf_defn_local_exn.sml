(* Exception declarations are generative at run time (Definition 6.4):
   `exception E` inside a function body makes a new exception at every
   call, so a handler for one call's E does not catch another call's;
   local exceptions at polymorphic types (tryFind); closures keep their
   own refs; mutual recursion, non-tail recursion and handlers nested
   10^4 deep; equality on refs of functions, on nested tuples, IntInf
   and ref cells inside datatypes. *)
fun p s = print (s ^ "\n")
fun mk () : (unit -> unit) * ((unit -> unit) -> bool) = let exception E in (fn () => raise E, fn f => (f (); false) handle E => true) end
val (r1, c1) = mk ()
val (r2, c2) = mk ()
val _ = p (Bool.toString (c1 r1) ^ ((Bool.toString (c1 r2)) handle _ => "escaped") ^ Bool.toString (c2 r2))
fun mk2 (n : int) : (int -> unit) * ((int -> unit) -> int) = let exception E of int in (fn x => raise E x, fn f => (f n; ~1) handle E m => m) end
val (a1, b1) = mk2 1
val (a2, b2) = mk2 2
val _ = p (Int.toString (b1 a1) ^ " " ^ (Int.toString (b1 a2) handle _ => "escaped"))
(* exception in a loop: each iteration new *)
val hs = List.tabulate (3, fn i => let exception X in (X, fn e => case e of X => i | _ => ~1) end)
val _ = p (String.concatWith "," (List.concat (map (fn (e, _) => map (fn (_, h) => Int.toString (h e)) hs) hs)))
(* polymorphic function with local exception generalization *)
fun tryFind (f : 'a -> bool) (l : 'a list) = let exception Found of 'a in (app (fn x => if f x then raise Found x else ()) l; NONE) handle Found x => SOME x end
val _ = p (case tryFind (fn x => x > 2) [1,2,3,4] of SOME x => Int.toString x | NONE => "none")
val _ = p (case tryFind (fn s => size s > 1) ["a", "bb"] of SOME x => x | NONE => "none")
(* exnName of local exceptions *)
val _ = p (exnName (#1 (hd hs)))
(* ref in closures *)
fun counter () = let val r = ref 0 in fn () => (r := !r + 1; !r) end
val c = counter () val d = counter ()
val _ = (c (); c (); d ())
val _ = p (Int.toString (c ()) ^ Int.toString (d ()))
(* equality on exceptions not allowed; but on refs of functions yes *)
val rf = ref (fn x : int => x)
val _ = p (Bool.toString (rf = rf))
(* mutual recursion *)
fun even 0 = true | even n = odd (n - 1) and odd 0 = false | odd n = even (n - 1)
val _ = p (Bool.toString (even 10001))
(* deep non-tail recursion *)
fun build 0 = [] | build n = n :: build (n - 1)
val _ = p (Int.toString (length (build 10000)))
fun sumr [] = 0 | sumr (x :: xs) = x + sumr xs
val _ = p (Int.toString (sumr (build 10000)))
(* handler depth *)
fun deep 0 = raise Fail "bottom" | deep n = (deep (n - 1) handle Div => 0) + 1
val _ = p ((Int.toString (deep 1000)) handle Fail s => s)
(* string building *)
val s = String.concat (List.tabulate (1000, fn i => Int.toString i))
val _ = p (Int.toString (size s))
(* polymorphic equality on various *)
val _ = p (Bool.toString ((#"a", "b", [0w1 : Word8.word], Vector.fromList [1]) = (#"a", "b", [0w1], Vector.fromList [1])))
val _ = p (Bool.toString (IntInf.pow (2, 100) = IntInf.pow (2, 100)) ^ Bool.toString (IntInf.pow (2, 100) = IntInf.pow (2, 101)))
datatype 'a lst = Nil | Cons of 'a * 'a lst ref
val l1 = Cons (1, ref Nil)
val _ = p (Bool.toString (l1 = l1) ^ Bool.toString (Cons (1, ref Nil) = Cons (1, ref Nil)))
