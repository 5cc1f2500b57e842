(* checks that a plain .sml program sees MLton's default basis as `mlton prog.sml` does: the MLton and Unsafe structures without an .mlb (* no-poly *): Poly/ML has neither *)
(* a benchmark-style shuffle-and-sort driven by MLton.Random, with Unsafe array access in the inner loop *)
val n = 1000
val a = Array.tabulate (n, fn i => i)

fun shuffle () =
  let
    fun swap (i, j) =
      let val t = Unsafe.Array.sub (a, i)
      in Unsafe.Array.update (a, i, Unsafe.Array.sub (a, j)); Unsafe.Array.update (a, j, t) end
    fun loop i =
      if i <= 0 then ()
      else (swap (i, Word.toInt (Word.mod (MLton.Random.rand (), Word.fromInt (i + 1)))); loop (i - 1))
  in loop (n - 1) end

fun insertionSort () =
  let
    fun insert (j, x) =
      if j > 0 andalso Unsafe.Array.sub (a, j - 1) > x
      then (Unsafe.Array.update (a, j, Unsafe.Array.sub (a, j - 1)); insert (j - 1, x))
      else Unsafe.Array.update (a, j, x)
    fun loop i = if i >= n then () else (insert (i, Unsafe.Array.sub (a, i)); loop (i + 1))
  in loop 1 end

fun sorted () = Array.foldli (fn (i, x, ok) => ok andalso x = i) true a
fun sum () = Array.foldl op+ 0 a

val _ = MLton.Random.srand 0w2024
val _ = shuffle ()
val _ = print ("shuffled: sorted=" ^ Bool.toString (sorted ()) ^ " sum=" ^ Int.toString (sum ()) ^ "\n")
val _ = insertionSort ()
val _ = print ("after sort: sorted=" ^ Bool.toString (sorted ()) ^ " sum=" ^ Int.toString (sum ()) ^ "\n")
val _ = MLton.GC.collect ()
val _ = print (Word32.toString (MLton.Word32.rol (0wx80000001, 0w4)) ^ " " ^ Word8.toString (MLton.Word8.ror (0wx01, 0w1)) ^ "\n")
val _ = print (Bool.toString (MLton.equal ([1, 2], [1, 2])) ^ " " ^ Bool.toString (MLton.eq (a, a)) ^ "\n")
