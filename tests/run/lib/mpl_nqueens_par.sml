(* n-queens with the candidate columns tried in parallel (bench/par/nqueens):
   `<>` on ints reaches the local `cols` as the global polymorphic-equality
   closure, in its parameter and in the environments of the branches given
   to ForkJoin.par; known-calls finds it is always that global, so the
   comparisons become `=` on ints, not calls through the closure. *)
fun ok (_, _, []) = true
  | ok (q, d, x :: xs) = q <> x andalso q <> x + d andalso q <> x - d andalso ok (q, d + 1, xs)

fun place (n, row, qs) =
  if row = n then 1
  else
    let
      fun cols (lo, hi) =
        if hi - lo = 1 then (if ok (lo, 1, qs) then place (n, row + 1, lo :: qs) else 0)
        else
          let val mid = lo + (hi - lo) div 2
              val (a, b) = ForkJoin.par (fn () => cols (lo, mid), fn () => cols (mid, hi))
          in a + b end
    in
      cols (0, n)
    end

(* Strings through the same shape: a different equality, also a global. *)
fun distinct (words : string list) =
  let
    fun go (lo, hi) =
      if hi - lo = 1 then (if List.nth (words, lo) <> "x" then 1 else 0)
      else
        let val mid = lo + (hi - lo) div 2
            val (a, b) = ForkJoin.par (fn () => go (lo, mid), fn () => go (mid, hi))
        in a + b end
  in go (0, length words) end

val () = List.app (fn n => print ("queens " ^ Int.toString n ^ " " ^ Int.toString (place (n, 0, [])) ^ "\n")) [1, 4, 6, 8]
val () = print ("distinct " ^ Int.toString (distinct ["a", "x", "b", "x", "c"]) ^ "\n")
