(* Divide-and-conquer pars whose recursion gets `_skip` clones (skein.h
   LATENT ROOM): once a task has latent-forks latent forks, deeper levels
   run (f (), g ()) in the clones, which leave for the real functions on a
   heartbeat.  Every shape must give the sequential answer: mutual
   recursion, results of every C type, exceptions raised deep inside the
   clones and handled at several depths, handlers inside the recursion, a
   loop inside it, a deep unbalanced recursion, and allocation. *)
val par = ForkJoin.par

(* mutual recursion: f's right branch reaches f only through g *)
fun f n = if n < 2 then n else let val (a, b) = par (fn () => g (n - 1), fn () => g (n - 2)) in a + b + 1 end
and g n = if n < 2 then 1 else let val (a, b) = par (fn () => f (n - 1), fn () => f (n - 2)) in a * 2 + b end
val () = print ("mutual " ^ Int.toString (f 24) ^ " " ^ Int.toString (g 23) ^ "\n")

(* results of every C type *)
fun rsum n = if n < 2 then Real.fromInt n * 0.5 else let val (a, b) = par (fn () => rsum (n - 1), fn () => rsum (n - 2)) in a + b end
fun wxor n = if n < 2 then Word.fromInt (n + 7) else let val (a, b) = par (fn () => wxor (n - 1), fn () => wxor (n - 2)) in Word.xorb (Word.<< (a, 0w1), b) end
fun cmax n = if n < 2 then Char.chr (97 + n) else let val (a, b) = par (fn () => cmax (n - 1), fn () => cmax (n - 2)) in if a > b then a else Char.succ b end
fun strs n = if n < 2 then Int.toString n else let val (a, b) = par (fn () => strs (n - 1), fn () => strs (n - 2)) in if size a > 40 then String.substring (a ^ b, 0, 40) else a ^ b end
fun bools n = if n < 2 then n = 1 else let val (a, b) = par (fn () => bools (n - 1), fn () => bools (n - 2)) in a <> b end
val () = print (String.concatWith " " [Real.toString (rsum 22), Word.toString (wxor 22), String.str (cmax 22), strs 22, Bool.toString (bools 22)] ^ "\n")

(* exceptions raised at the leaves of deep subtrees *)
exception Leaf of int
fun boom n = if n < 2 then (if n = 1 then raise Leaf n else 0) else let val (a, b) = par (fn () => boom (n - 1), fn () => boom (n - 2)) in a + b end
fun safeBoom n = boom n handle Leaf k => ~k
fun guarded n =
  if n < 2 then n
  else let val (a, b) = par (fn () => guarded (n - 1), fn () => (if n mod 7 = 0 then safeBoom (n - 2) else guarded (n - 2))) in a + b end
fun handled n =
  if n < 2 then (if n = 0 then raise Leaf 100 else 1)
  else (let val (a, b) = par (fn () => handled (n - 1), fn () => handled (n - 2)) in a + b end
        handle Leaf k => if n mod 3 = 0 then k + n else raise Leaf (k + 1))
val () = print ("guarded " ^ Int.toString (guarded 24) ^ "\n")
val () = print ("handled " ^ (Int.toString (handled 22) handle Leaf k => "Leaf " ^ Int.toString k) ^ "\n")
val () = print ("boom " ^ (Int.toString (boom 25) handle Leaf k => "Leaf " ^ Int.toString k) ^ "\n")
(* the left branch raises: the right one must not run when one worker runs
   everything (with more, a heartbeat may promote a right branch and a thief
   run it before the left one raises: allowed, only the exception is fixed) *)
val hits = ref 0
fun leftRaises n =
  if n < 2 then (if n = 1 then raise Leaf 7 else 0)
  else let val (a, b) = par (fn () => leftRaises (n - 1), fn () => (hits := !hits + 1; leftRaises (n - 2))) in a + b end
val () = print ("leftRaises " ^ (Int.toString (leftRaises 30) handle Leaf k => "Leaf " ^ Int.toString k) ^ " right branches run " ^ Int.toString (if MLton.Parallel.numberOfProcessors = 1 then !hits else 0) ^ "\n")

(* a loop and allocation inside the recursion *)
fun tree n =
  if n < 2 then List.tabulate (n + 1, fn i => i)
  else
    let
      val (a, b) = par (fn () => tree (n - 1), fn () => tree (n - 2))
      fun sum (x :: xs, acc) = sum (xs, acc + x) | sum ([], acc) = acc
      val s = sum (a, 0) + sum (b, 0)
      val arr = Array.tabulate (4, fn i => s + i)
    in [Array.foldl op+ 0 arr mod 1000003, length a + length b] end
val () = print ("tree " ^ String.concatWith "," (map Int.toString (tree 25)) ^ "\n")
fun ploop n =
  if n < 3 then n
  else
    let
      val (a, b) = par (fn () => ploop (n - 1), fn () => ploop (n - 3))
      val acc = ref 0
      val () = ForkJoin.parform (0, n) (fn i => ignore (MLton.Parallel.fetchAndAdd acc i))
    in (a + b + !acc) mod 1000003 end
val () = print ("ploop " ^ Int.toString (ploop 30) ^ "\n")

(* deep and unbalanced: 200000 levels of (f (n - 1), f 0) *)
fun deep n = if n = 0 then 1 else let val (a, b) = par (fn () => deep (n - 1), fn () => deep 0) in (a + b) mod 1000003 end
val () = print ("deep " ^ Int.toString (deep 200000) ^ "\n")
