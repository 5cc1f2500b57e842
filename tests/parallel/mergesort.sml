(* Mergesort on arrays, the halves sorted in parallel; arrays of ints and of
   strings (pointer elements, written into arrays the sorting tasks did not
   allocate). *)
fun sort (lt : 'a * 'a -> bool) (a : 'a array) =
  let
    val n = Array.length a
    val tmp : 'a array = ForkJoin.alloc n
    fun merge (lo, mid, hi) =
      let
        fun go (i, j, k) =
          if k >= hi then ()
          else if j >= hi orelse (i < mid andalso not (lt (Array.sub (a, j), Array.sub (a, i)))) then
            (Array.update (tmp, k, Array.sub (a, i)); go (i + 1, j, k + 1))
          else (Array.update (tmp, k, Array.sub (a, j)); go (i, j + 1, k + 1))
        fun back k = if k >= hi then () else (Array.update (a, k, Array.sub (tmp, k)); back (k + 1))
      in go (lo, mid, lo); back lo end
    fun ms (lo, hi) =
      if hi - lo <= 1 then ()
      else
        let val mid = lo + (hi - lo) div 2
        in if hi - lo > 64 then ignore (ForkJoin.par (fn () => ms (lo, mid), fn () => ms (mid, hi)))
           else (ms (lo, mid); ms (mid, hi));
           merge (lo, mid, hi)
        end
  in ms (0, n) end

val n = 4000
val a = Array.tabulate (n, fn i => (i * 7919) mod n)
val _ = sort op< a
val ok = Array.foldli (fn (i, x, ok) => ok andalso x = i) true a
val _ = print ("ints sorted: " ^ Bool.toString ok ^ "\n")
val s = Array.tabulate (1000, fn i => Int.toString ((i * 31) mod 1000))
val _ = sort (fn (x, y) => String.< (x, y)) s
fun sorted i = i + 1 >= Array.length s orelse (String.<= (Array.sub (s, i), Array.sub (s, i + 1)) andalso sorted (i + 1))
val _ = print ("strings sorted: " ^ Bool.toString (sorted 0) ^ " first " ^ Array.sub (s, 0) ^ " last " ^ Array.sub (s, 999) ^ "\n")
