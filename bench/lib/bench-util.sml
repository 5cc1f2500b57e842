(* bench/lib/bench-util.sml: helpers shared by the SML benchmarks.  The C
   (bench/seq/*.c) and OCaml (bench/seq/*.ml) baselines implement exactly
   the same generator and checksum so that all versions print the same.
     Rand.next x  = (x * 1103515245 + 12345) mod 2^31   (seed: 42)
     mix (h, v) = (h * 31 + v) mod 1000000007           (v >= 0, v < 2^31)
   The parallel benchmarks (SML only) also use hash (i, m), a splitmix-style
   hash of i reduced to [0, m), to generate inputs in parallel. *)
structure BenchUtil =
struct
  val seed = 42
  fun next x = (x * 1103515245 + 12345) mod 2147483648
  fun mix (h, v) = (h * 31 + v) mod 1000000007

  fun hashWord (i : int) : word =
    let
      val x = Word.fromInt i * 0wx9E3779B97F4A7C15
      val x = Word.xorb (x, Word.>> (x, 0w31)) * 0wxBF58476D1CE4E5B9
    in
      Word.xorb (x, Word.>> (x, 0w29))
    end
  fun hash (i, m) = Word.toInt (hashWord i mod Word.fromInt m)

  (* the i-th command-line argument (after `@skein ... --`) as an int *)
  fun arg i =
    case Int.fromString (List.nth (CommandLine.arguments (), i)) of
      SOME n => n
    | NONE => raise Fail ("argument " ^ Int.toString i ^ " is not an integer")

  (* Int.toString with "-" for negatives, as C and OCaml print them. *)
  fun intStr n = if n < 0 then "-" ^ Int.toString (~ n) else Int.toString n
end
