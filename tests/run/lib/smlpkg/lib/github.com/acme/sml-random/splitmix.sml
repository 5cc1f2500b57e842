structure SplitMix :> RANDOM = struct
  type gen = Word64.word
  fun make w = w
  fun next s =
    let val s' = s + 0wx9E3779B97F4A7C15
        open Word64
        infix xorb >>
        val z = s'
        val z = (z xorb (z >> 0w30)) * 0wxBF58476D1CE4E5B9
        val z = (z xorb (z >> 0w27)) * 0wx94D049BB133111EB
    in (z xorb (z >> 0w31), s') end
  fun range (lo, hi) g =
    let val (w, g) = next g
        val n = Word64.fromInt (hi - lo + 1)
    in (lo + Word64.toInt (Word64.mod (w, n)), g) end
  fun real g =
    let val (w, g) = next g
    in (Real.fromLargeInt (Word64.toLargeInt (Word64.>> (w, 0w11))) / 9007199254740992.0, g) end
end
