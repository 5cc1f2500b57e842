(* gen_old_young: generational collection with tasks (gen_old_young.opts
   sets a 256K nursery, so minor collections are frequent).  The root
   builds arrays that garbage promotes to its old generation; tasks store
   values they allocate into them (down-pointers, whose slots move to the
   root's remembered set at the join, where they become old->young
   pointers of the root); each task also keeps its own array, promoted in
   its own heap, and stores young values into it; after the joins the root
   stores young values into its old arrays.  Every value is checked after
   more garbage. *)
val n = 2000
val shared = Array.tabulate (n, fn i => [i])
val names = Array.tabulate (n, fn i => Int.toString i)

fun churn cells =
  let fun go (0, acc, s) = s + length acc
        | go (i, acc, s) = if i mod 500 = 0 then go (i - 1, [], s + length acc) else go (i - 1, i :: acc, s)
  in go (cells, [], 0) end
val _ = churn 100000

(* a task: an array of its own, promoted by garbage, then young stores *)
fun ownArray (seed, m) =
  let val a = Array.tabulate (m, fn i => (i, [seed]))
      val _ = churn 20000
      val () = Array.appi (fn (i, _) => Array.update (a, i, (i, [seed, i]))) a
      val _ = churn 20000
  in Array.foldl (fn ((i, [s, j]), t) => if i = j andalso s = seed then t + 1 else t | (_, t) => t) 0 a end

fun round r =
  let val () = ForkJoin.parform (0, n) (fn i => (Array.update (shared, i, [i, r]);
                                                  if i mod 100 = 0 then Array.update (names, i, Int.toString (i + r) ^ "#") else ()))
      val locals = ForkJoin.reducem op+ 0 (0, 8) (fn k => ownArray (k + r, 300))
      val _ = churn 50000
      val okShared = Array.foldli (fn (i, l, ok) => ok andalso l = [i, r]) true shared
      val okNames = Array.foldli (fn (i, s, ok) => ok andalso (i mod 100 <> 0 orelse s = Int.toString (i + r) ^ "#")) true names
      val () = Array.appi (fn (i, _) => Array.update (shared, i, [r, i])) shared
      val _ = churn 50000
      val okSeq = Array.foldli (fn (i, l, ok) => ok andalso l = [r, i]) true shared
  in print ("round " ^ Int.toString r ^ ": " ^ Int.toString locals ^ " "
            ^ Bool.toString okShared ^ " " ^ Bool.toString okNames ^ " " ^ Bool.toString okSeq ^ "\n")
  end
val () = List.app round [1, 2, 3]
