(* Memoised lazy streams (suspensions in refs, cycle detection), self-referential streams,
   CPS, a backtracking regex matcher with success continuations, rose-tree folds. *)
(* memoized lazy streams, continuation-passing, mutual recursion, polymorphic datatypes *)
datatype 'a susp_state = Done of 'a | Delayed of unit -> 'a | Running
type 'a susp = 'a susp_state ref
exception Cycle
fun delay f : 'a susp = ref (Delayed f)
fun force (s : 'a susp) =
  case !s of
      Done v => v
    | Running => raise Cycle
    | Delayed f => (s := Running; let val v = f () handle e => (s := Delayed f; raise e) in s := Done v; v end)

datatype 'a stream = Nil | Cons of 'a * 'a stream susp
fun stake (0, _) = []
  | stake (n, s) = case force s of Nil => [] | Cons (x, r) => x :: stake (n - 1, r)
fun smap f s = delay (fn () => case force s of Nil => Nil | Cons (x, r) => Cons (f x, smap f r))
fun sfilter p s = delay (fn () =>
  let fun go s = case force s of Nil => Nil | Cons (x, r) => if p x then Cons (x, sfilter p r) else go r in go s end)
fun from n = delay (fn () => Cons (n, from (n + 1)))
fun sieve s = delay (fn () => case force s of Nil => Nil | Cons (p, r) => Cons (p, sieve (sfilter (fn x => x mod p <> 0) r)))
fun zipWith f (a, b) = delay (fn () => case (force a, force b) of
    (Cons (x, r), Cons (y, q)) => Cons (f (x, y), zipWith f (r, q)) | _ => Nil)
val evals = ref 0
fun fibs () =
  let val rec fs = fn () => delay (fn () => (evals := !evals + 1; Cons (0, delay (fn () => Cons (1, zipWith op+ (fs (), tl' (fs ())))))))
      and tl' = fn s => delay (fn () => case force s of Cons (_, r) => force r | Nil => Nil)
  in fs () end
val () = print ("primes: " ^ String.concatWith " " (map Int.toString (stake (25, sieve (from 2)))) ^ "\n")
val () = print ("fibs: " ^ String.concatWith " " (map Int.toString (stake (15, fibs ()))) ^ "\n")
(* self-referential stream with memo *)
val hamming : int stream susp =
  let val cell = ref (Delayed (fn () => Nil))
      val self : int stream susp = cell
      fun merge (a, b) = delay (fn () =>
        case (force a, force b) of
            (Cons (x, r), Cons (y, q)) =>
              if x < y then Cons (x, merge (r, b)) else if y < x then Cons (y, merge (a, q)) else Cons (x, merge (r, q))
          | (Nil, s) => s | (s, Nil) => s)
  in cell := Delayed (fn () => Cons (1, merge (smap (fn x => 2 * x) self, merge (smap (fn x => 3 * x) self, smap (fn x => 5 * x) self))));
     self end
val () = print ("hamming: " ^ String.concatWith " " (map Int.toString (stake (30, hamming))) ^ "\n")
val cyc : int susp = let val r = ref Running val s = r in r := Delayed (fn () => force s + 1); s end
val () = print ("cycle: " ^ ((Int.toString (force cyc)) handle Cycle => "detected") ^ "\n")

(* CPS *)
fun cpsFact (n, k) = if n = 0 then k 1 else cpsFact (n - 1, fn v => k (n * v))
fun cpsFib (n, k) = if n < 2 then k n else cpsFib (n - 1, fn a => cpsFib (n - 2, fn b => k (a + b)))
val () = print ("cps: " ^ Int.toString (cpsFact (20, fn x => x)) ^ " " ^ Int.toString (cpsFib (20, fn x => x)) ^ "\n")

(* success/failure continuations: backtracking regex matcher *)
datatype re = Chr of char | Any | Seq of re * re | Alt of re * re | Star of re | Eps
fun m (r, cs, k : char list -> bool) : bool =
  case r of
      Chr c => (case cs of x :: rest => x = c andalso k rest | [] => false)
    | Any => (case cs of _ :: rest => k rest | [] => false)
    | Seq (a, b) => m (a, cs, fn rest => m (b, rest, k))
    | Alt (a, b) => m (a, cs, k) orelse m (b, cs, k)
    | Star a => k cs orelse m (a, cs, fn rest => rest <> cs andalso m (Star a, rest, k))
    | Eps => k cs
fun matches (r, s) = m (r, explode s, null)
fun lit s = List.foldr (fn (c, r) => Seq (Chr c, r)) Eps (explode s)
val r1 = Seq (Star (Alt (lit "ab", lit "c")), Seq (Chr #"d", Star Any))
val r2 = Seq (Star (Star (Chr #"a")), Chr #"b")
val () = print ("re: " ^ String.concatWith "" (map (fn s => if matches (r1, s) then "1" else "0")
  ["d", "abd", "cabcd", "abcxd", "ababccdzzz", "", "abab", "cccd!"]) ^ " "
  ^ String.concatWith "" (map (fn s => if matches (r2, s) then "1" else "0") ["b", "aaab", "aaaa", "aaaaaaaaaaaaaaaaaaaac"]) ^ "\n")

(* polymorphic recursion-free generic fold over nested datatypes *)
datatype ('a, 'b) either = L of 'a | R of 'b
datatype 'a rose = Rose of 'a * 'a rose list
fun rfold f (Rose (x, kids)) = f (x, map (rfold f) kids)
fun mkRose d n = Rose (n, if d = 0 then [] else List.tabulate (d, fn i => mkRose (d - 1) (n * 10 + i)))
val t = mkRose 4 1
val cnt = rfold (fn (_, ks) => 1 + foldl op+ 0 ks) t
val sm = rfold (fn (x, ks) => x + foldl op+ 0 ks) t
val depthv = rfold (fn (_, ks) => 1 + foldl Int.max 0 ks) t
val parts = rfold (fn (x, ks) => if x mod 2 = 0 then L x :: List.concat ks else R (Int.toString x) :: List.concat ks) t
val (ls, rs) = foldr (fn (L x, (a, b)) => (x + a, b) | (R s, (a, b)) => (a, size s + b)) (0, 0) parts
val () = print ("rose: " ^ Int.toString cnt ^ " " ^ Int.toString sm ^ " " ^ Int.toString depthv ^ " " ^ Int.toString ls ^ " " ^ Int.toString rs ^ "\n")
val () = print ("evals=" ^ Int.toString (!evals) ^ "\n")
