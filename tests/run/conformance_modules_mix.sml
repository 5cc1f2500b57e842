signature ORD = sig type t val cmp : t * t -> order end
signature SET = sig structure K : ORD type set val empty : set val add : set * K.t -> set val mem : set * K.t -> bool val fold : (K.t * 'a -> 'a) -> 'a -> set -> 'a end
functor SetFn (K : ORD) :> SET where type K.t = K.t = struct
  structure K = K
  type set = K.t list
  val empty = []
  fun mem (s, x) = List.exists (fn y => K.cmp (x, y) = EQUAL) s
  fun add (s, x) = if mem (s, x) then s else x :: s
  fun fold f z s = List.foldl f z s
end
structure IS = SetFn (struct type t = int val cmp = Int.compare end)
structure SS = SetFn (struct type t = string val cmp = String.compare end)
val s = foldl (fn (x, s) => IS.add (s, x)) IS.empty [3, 1, 3, 2, 1]
val _ = print (Int.toString (IS.fold op+ 0 s) ^ "\n")
signature S1 = sig type t val x : t end
signature S2 = sig type u val y : u end
functor G (structure A : S1 structure B : S2 sharing type A.t = B.u) = struct val same = (A.x, B.y) end
structure GG = G (structure A = struct type t = int val x = 1 end structure B = struct type u = int val y = 2 end)
val _ = print (Int.toString (#1 GG.same + #2 GG.same) ^ "\n")
fun eq (x : ''a, y) = x = y
val _ = print (Bool.toString (eq ([1,2], [1,2])) ^ Bool.toString (eq ("a", "b")) ^ "\n")
datatype 'a stream = Nil | Cons of 'a * (unit -> 'a stream)
fun nats n = Cons (n, fn () => nats (n + 1))
fun take (0, _) = [] | take (_, Nil) = [] | take (n, Cons (x, f)) = x :: take (n - 1, f ())
val _ = print (String.concatWith "," (map Int.toString (take (5, nats 10))) ^ "\n")
structure M = struct structure N = struct val v = 42 end end
open M.N
val _ = print (Int.toString v ^ "\n")
val f = fn {x = 1, y} => y | {x, y} => x + y
val _ = print (Int.toString (f {x = 1, y = 5} + f {y = 2, x = 3}) ^ "\n")
val _ = print (case (1, "a") of (1, "b") => "no" | (1, _) => "yes" | _ => "no2")
val _ = print "\n"
val l = [#"a", #"b"]
val _ = print (String.implode (rev l) ^ "\n")
fun f1 x = let fun g y = x + y in g end
val _ = print (Int.toString (f1 1 2) ^ "\n")
val _ = print (Real.toString (real (floor 3.7) + 0.5) ^ " " ^ Int.toString (round 2.5) ^ Int.toString (round 3.5) ^ Int.toString (trunc ~2.7) ^ Int.toString (ceil 2.1) ^ "\n")
val _ = print ((Int.toString (1 div 0)) handle Div => "Div\n")
val _ = print (Int.toString (~7 div 2) ^ " " ^ Int.toString (~7 mod 2) ^ " " ^ Int.toString (Int.quot (~7, 2)) ^ " " ^ Int.toString (Int.rem (~7, 2)) ^ "\n")
val a = Array.fromList [1,2,3]
val _ = (Array.update (a, 3, 0)) handle Subscript => print "Subscript\n"
val _ = print (Int.toString (Array.foldr op+ 0 a) ^ "\n")
val v = Vector.tabulate (5, fn i => i * i)
val _ = print (Int.toString (Vector.sub (v, 4)) ^ "\n")
val _ = print (String.substring ("hello", 1, 3) ^ "\n")
val _ = (print (String.substring ("hello", 3, 5))) handle Subscript => print "Subscript2\n"
val _ = print (Int.toString (case Int.fromString " ~12abc" of SOME n => n | NONE => 0) ^ "\n")
val _ = print (case Real.fromString "1.5e3" of SOME r => Real.toString r | NONE => "none")
val _ = print "\n"
val _ = print (Date.fmt "%Y" (Date.fromTimeUniv Time.zeroTime) ^ "\n")
val _ = print (Time.toString (Time.fromReal 1.5) ^ "\n")
