(* no-gc-stress *)
(* Readers hold entangled data across their own collections: a shared
   ref is replaced by fresh snapshots (long lists of boxed pairs, strings,
   and a mutable cell), readers keep several snapshots they read while
   allocating heavily, then traverse them all and write into the mutable
   cells of snapshots other tasks allocated (a store into a foreign
   object, of a value of the reader's own heap).  Deterministic totals. *)
type snap = { version : int, items : (int * string) list, sum : int, notes : string list ref }
fun mkSnap v = let val items = List.tabulate (v mod 40 + 10, fn k => (v + k, Int.toString (v + k)))
               in { version = v, items = items, sum = foldl (fn ((x, _), s) => s + x) 0 items, notes = ref [] } end
fun check ({ items, sum, ... } : snap) =
  foldl (fn ((x, s), t) => if s = Int.toString x then t + x else t - 100000000) 0 items = sum
val shared = ref (mkSnap 0)
fun churn n = let fun go 0 acc = foldl (fn ((a, _), s) => a + s) 0 acc | go k acc = go (k - 1) ((k, Int.toString k) :: acc) in go n [] end
fun note (r, x) = let val old = !r in if MLton.eq (MLton.Parallel.compareAndSwap r (old, x :: old), old) then () else note (r, x) end
val n = 3000
val writers = ref 0
val bad = ForkJoin.reducem op+ 0 (0, n) (fn i =>
  if i mod 5 = 0 then
    let fun swap () = let val old = !shared
                          val nw = mkSnap (#version old + 1)
                      in if MLton.eq (MLton.Parallel.compareAndSwap shared (old, nw), old) then () else swap () end
    in swap (); 0 end
  else
    let val s1 = !shared
        val _ = churn 300
        val s2 = !shared
        val _ = churn 300
        val s3 = !shared
        val held = [s1, s2, s3]
        val _ = churn 100
        val b = length (List.filter (not o check) held)
    in note (#notes s2, "r" ^ Int.toString i); ignore (MLton.Parallel.fetchAndAdd writers 1); b end)
val () = print ("hold: final version " ^ Int.toString (#version (!shared)) ^ ", bad " ^ Int.toString bad
                ^ ", notes written " ^ Int.toString (!writers) ^ "\n")
