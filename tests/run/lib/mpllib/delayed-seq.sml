(* Fused ("delayed") sequences: a map or zip just composes functions; a
   reduce or force runs the fused loop once. *)
structure DelayedSeq =
struct
  datatype 'a t = Delay of int * int * (int -> 'a) | Full of 'a ArraySlice.slice
  type 'a seq = 'a t

  val gran = 1000

  fun length (Delay (lo, hi, _)) = hi - lo
    | length (Full s) = ArraySlice.length s

  fun nth (Delay (lo, _, f)) i = f (lo + i)
    | nth (Full s) i = ArraySlice.sub (s, i)

  fun tabulate f n = Delay (0, n, f)
  fun fromArraySeq s = Full s
  fun map f s = Delay (0, length s, f o nth s)
  fun mapIdx f s = Delay (0, length s, fn i => f (i, nth s i))
  fun zipWith f (a, b) = Delay (0, Int.min (length a, length b), fn i => f (nth a i, nth b i))
  fun zip (a, b) = zipWith (fn p => p) (a, b)
  fun subseq s (i, n) = Delay (0, n, fn j => nth s (i + j))

  fun force s = ArraySlice.full (SeqBasis.tabulate gran (0, length s) (nth s))
  fun reduce f b s = SeqBasis.reduce gran f b (0, length s) (nth s)
  fun scan f b s =
    let val n = length s
        val r = SeqBasis.scan gran f b (0, n) (nth s)
    in (Full (ArraySlice.slice (r, 0, SOME n)), Array.sub (r, n))
    end
  fun filter p s = Full (ArraySlice.full (SeqBasis.filter gran (0, length s) (nth s) (p o nth s)))
  fun toList s = List.tabulate (length s, nth s)
end
