(* random.sml: Random, RANDOM with the SplitMix64 generator (Steele, Lea
 * and Flood): the state is a 64-bit counter advanced by a fixed odd step,
 * each output a mixing function of it.  The sequences differ from SML/NJ's
 * (a subtract-with-borrow generator): programs must not depend on the
 * values drawn, only on their ranges and on equal seeds giving equal
 * sequences. *)

structure Random :> RANDOM =
  struct
    type rand = Word64.word ref

    val step : Word64.word = 0wx9E3779B97F4A7C15

    (* the next 64 random bits *)
    fun next (r : rand) =
          let
            val s = !r + step
            val () = r := s
            val z = Word64.* (Word64.xorb (s, Word64.>> (s, 0w30)), 0wxBF58476D1CE4E5B9)
            val z = Word64.* (Word64.xorb (z, Word64.>> (z, 0w27)), 0wx94D049BB133111EB)
          in
            Word64.xorb (z, Word64.>> (z, 0w31))
          end

    fun rand (a, b) =
          let
            val r = ref (Word64.xorb (Word64.fromInt a, Word64.<< (Word64.fromInt b, 0w32)))
          in
            ignore (next r); r
          end

    val prefix = "rand:"

    fun toString r = prefix ^ Word64.toString (!r)

    fun fromString s =
          let
            fun bad () = raise Fail ("Random.fromString: bad state " ^ s)
          in
            if not (String.isPrefix prefix s) then bad ()
            else case StringCvt.scanString (Word64.scan StringCvt.HEX) (String.extract (s, size prefix, NONE))
                  of SOME w => ref w
                   | NONE => bad ()
          end

    val intBits = Word.fromInt (case Int.precision of SOME p => p | NONE => 64)

    fun randInt r = Word64.toIntX (Word64.~>> (next r, 0w64 - intBits))
    fun randNat r = Word64.toInt (Word64.>> (next r, 0w65 - intBits))

    (* 53 random bits scaled into [0, 1) *)
    fun randReal r = Real.fromLargeInt (Word64.toLargeInt (Word64.>> (next r, 0w11))) / 9007199254740992.0

    fun randRange (lo, hi) r =
          if hi < lo then raise Fail "Random.randRange: hi < lo"
          else
            let
              (* the width as a word: hi - lo may overflow int *)
              val width = Word64.fromLargeInt (LargeInt.fromInt hi - LargeInt.fromInt lo) + 0w1
              val offset = if width = 0w0 then next r else Word64.mod (next r, width)
            in
              LargeInt.toInt (LargeInt.fromInt lo + Word64.toLargeInt offset)
            end
  end
