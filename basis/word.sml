(* The Word, Word8, Word16, Word32, Word64, LargeWord and SysWord
   structures: unsigned integers with modular arithmetic.  The arithmetic is the compiler's overloaded
   operators; bit operations, shifts and conversions are primitives; the
   rest is SML.  Word is 64 bits wide; LargeWord and SysWord are Word64.
   Word8, Word16 and Word32 are built by the functor SkeinFixedWord from
   their primitives. *)

(* WORD mentions Word.word and LargeWord.word: bind them before the
   signature; the full structures below replace these. *)
structure Word = struct type word = word end
structure LargeWord = struct type word = SkeinPrim.word64 end

signature WORD =
sig
  eqtype word
  val wordSize : int
  val toLarge : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val fromLarge : LargeWord.word -> word
  val fromLargeWord : LargeWord.word -> word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val fromLargeInt : LargeInt.int -> word
  val toInt : word -> int
  val toIntX : word -> int
  val fromInt : int -> word
  val andb : word * word -> word
  val orb : word * word -> word
  val xorb : word * word -> word
  val notb : word -> word
  val << : word * Word.word -> word
  val >> : word * Word.word -> word
  val ~>> : word * Word.word -> word
  val + : word * word -> word
  val - : word * word -> word
  val * : word * word -> word
  val div : word * word -> word
  val mod : word * word -> word
  val compare : word * word -> order
  val < : word * word -> bool
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val ~ : word -> word
  val min : word * word -> word
  val max : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val toString : word -> string
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val fromString : string -> word option
end

structure Word64 : WORD =
struct
  type word = SkeinPrim.word64
  val wordSize = 64
  val fromInt = SkeinPrim.word64FromInt
  val unsafeToInt = SkeinPrim.word64UnsafeToInt
  val andb = SkeinPrim.word64Andb
  val orb = SkeinPrim.word64Orb
  val xorb = SkeinPrim.word64Xorb
  val notb = SkeinPrim.word64Notb
  val zero = fromInt 0
  val maxWord = notb zero

  fun toIntX w = unsafeToInt w
  fun toInt w = let val i = unsafeToInt w in if i < 0 then raise Overflow else i end

  fun toLarge w = w
  fun toLargeX w = w
  fun fromLarge w = w
  val toLargeWord = toLarge
  val toLargeWordX = toLargeX
  val fromLargeWord = fromLarge
  val toLargeInt = SkeinPrim.word64ToLargeInt
  val toLargeIntX = SkeinPrim.word64ToLargeIntX
  val fromLargeInt = SkeinPrim.word64FromLargeInt

  fun << (w, n : Word.word) = if n >= 0w64 then zero else SkeinPrim.word64UnsafeLsh (w, n)
  fun >> (w, n : Word.word) = if n >= 0w64 then zero else SkeinPrim.word64UnsafeRsh (w, n)
  fun ~>> (w, n : Word.word) = SkeinPrim.word64UnsafeArsh (w, if n >= 0w64 then 0w63 else n)

  fun compare (a : word, b) = if a < b then LESS else if a = b then EQUAL else GREATER
  fun min (a : word, b) = if a < b then a else b
  fun max (a : word, b) = if a < b then b else a

  val radixBase = SkeinNumScan.radixBase

  fun fmt radix w =
    let
      val b = fromInt (radixBase radix)
      fun loop (w, acc) =
        let val acc = SkeinNumScan.digitChar (unsafeToInt (w mod b)) :: acc
        in if w < b then acc else loop (w div b, acc) end
    in
      implode (loop (w, []))
    end

  val toString = fmt StringCvt.HEX

  (* SkeinNumScan.wordPrefix (white space, 0w, or 0wx/0x/0w for HEX),
     then the digits.  Raises Overflow when the value does not fit. *)
  fun scan radix getc src =
    case SkeinNumScan.wordPrefix radix getc src of
      NONE => NONE
    | SOME s =>
        let
          val base = radixBase radix
          val b = fromInt base
          fun step (acc, d) =
            if acc > (maxWord - fromInt d) div b then raise Overflow else acc * b + fromInt d
        in
          SOME (SkeinNumScan.digits base getc step (zero, s))
        end

  fun fromString s = StringCvt.scanString (scan StringCvt.HEX) s

  (* Last: from here on the arithmetic and comparisons are the
     monomorphic ones. *)
  val op + : word * word -> word = op +
  val op - : word * word -> word = op -
  val op * : word * word -> word = op *
  val op div : word * word -> word = op div
  val op mod : word * word -> word = op mod
  val ~ : word -> word = ~

  val op < : word * word -> bool = op <
  val op <= : word * word -> bool = op <=
  val op > : word * word -> bool = op >
  val op >= : word * word -> bool = op >=
end


structure LargeWord = Word64

structure Word : WORD =
struct
  type word = word
  val wordSize = 64
  val fromInt = SkeinPrim.wordFromInt
  val unsafeToInt = SkeinPrim.wordUnsafeToInt
  val andb = SkeinPrim.wordAndb
  val orb = SkeinPrim.wordOrb
  val xorb = SkeinPrim.wordXorb
  val notb = SkeinPrim.wordNotb
  val zero = fromInt 0
  val maxWord = notb zero

  fun toIntX w = unsafeToInt w
  fun toInt w = let val i = unsafeToInt w in if i < 0 then raise Overflow else i end

  fun toLarge w = Word64.fromInt (toIntX w)
  fun toLargeX w = Word64.fromInt (toIntX w)
  fun fromLarge w = fromInt (Word64.toIntX w)
  val toLargeWord = toLarge
  val toLargeWordX = toLargeX
  val fromLargeWord = fromLarge
  val toLargeInt = SkeinPrim.wordToLargeInt
  val toLargeIntX = SkeinPrim.wordToLargeIntX
  val fromLargeInt = SkeinPrim.wordFromLargeInt

  fun << (w, n : Word.word) = if n >= 0w64 then zero else SkeinPrim.wordUnsafeLsh (w, n)
  fun >> (w, n : Word.word) = if n >= 0w64 then zero else SkeinPrim.wordUnsafeRsh (w, n)
  fun ~>> (w, n : Word.word) = SkeinPrim.wordUnsafeArsh (w, if n >= 0w64 then 0w63 else n)

  fun compare (a : word, b) = if a < b then LESS else if a = b then EQUAL else GREATER
  fun min (a : word, b) = if a < b then a else b
  fun max (a : word, b) = if a < b then b else a

  val radixBase = SkeinNumScan.radixBase

  fun fmt radix w =
    let
      val b = fromInt (radixBase radix)
      fun loop (w, acc) =
        let val acc = SkeinNumScan.digitChar (unsafeToInt (w mod b)) :: acc
        in if w < b then acc else loop (w div b, acc) end
    in
      implode (loop (w, []))
    end

  val toString = fmt StringCvt.HEX

  (* SkeinNumScan.wordPrefix (white space, 0w, or 0wx/0x/0w for HEX),
     then the digits.  Raises Overflow when the value does not fit. *)
  fun scan radix getc src =
    case SkeinNumScan.wordPrefix radix getc src of
      NONE => NONE
    | SOME s =>
        let
          val base = radixBase radix
          val b = fromInt base
          fun step (acc, d) =
            if acc > (maxWord - fromInt d) div b then raise Overflow else acc * b + fromInt d
        in
          SOME (SkeinNumScan.digits base getc step (zero, s))
        end

  fun fromString s = StringCvt.scanString (scan StringCvt.HEX) s

  (* Last: from here on the arithmetic and comparisons are the
     monomorphic ones. *)
  val op + : word * word -> word = op +
  val op - : word * word -> word = op -
  val op * : word * word -> word = op *
  val op div : word * word -> word = op div
  val op mod : word * word -> word = op mod
  val ~ : word -> word = ~

  val op < : word * word -> bool = op <
  val op <= : word * word -> bool = op <=
  val op > : word * word -> bool = op >
  val op >= : word * word -> bool = op >=
end

structure SysWord = Word64

(* A word structure narrower than 64 bits from its primitives (kept
   zero-extended by the code generator); text conversions go through
   Word64. *)
functor SkeinFixedWord (P :
  sig
    eqtype word
    val wordSize : int
    val fromInt : int -> word
    val unsafeToInt : word -> int
    val andb : word * word -> word
    val orb : word * word -> word
    val xorb : word * word -> word
    val notb : word -> word
    val unsafeLsh : word * Word.word -> word
    val unsafeRsh : word * Word.word -> word
    val unsafeArsh : word * Word.word -> word
    val toLarge : word -> Word64.word
    val toLargeX : word -> Word64.word
    val fromLarge : Word64.word -> word
    val toLargeInt : word -> LargeInt.int
    val toLargeIntX : word -> LargeInt.int
    val fromLargeInt : LargeInt.int -> word
    val + : word * word -> word
    val - : word * word -> word
    val * : word * word -> word
    val div : word * word -> word
    val mod : word * word -> word
    val ~ : word -> word
    val < : word * word -> bool
    val <= : word * word -> bool
    val > : word * word -> bool
    val >= : word * word -> bool
  end) =
struct
  type word = P.word
  val wordSize = P.wordSize
  val fromInt = P.fromInt
  val toLarge = P.toLarge
  val toLargeX = P.toLargeX
  val fromLarge = P.fromLarge
  val toLargeWord = P.toLarge
  val toLargeWordX = P.toLargeX
  val fromLargeWord = P.fromLarge
  val toLargeInt = P.toLargeInt
  val toLargeIntX = P.toLargeIntX
  val fromLargeInt = P.fromLargeInt
  val toInt = P.unsafeToInt
  fun toIntX w = Word64.toIntX (P.toLargeX w)
  val andb = P.andb
  val orb = P.orb
  val xorb = P.xorb
  val notb = P.notb
  val zero = fromInt 0
  (* A function, not a value: a top-level call of Word.fromInt per
     structure (31 of them) would count against inlining Word.fromInt into
     a program's top-level code (inline.rs MAIN_GROWTH). *)
  fun width () = Word.fromInt wordSize
  fun << (w, n : Word.word) = if Word.>= (n, width ()) then zero else P.unsafeLsh (w, n)
  fun >> (w, n : Word.word) = if Word.>= (n, width ()) then zero else P.unsafeRsh (w, n)
  fun ~>> (w, n : Word.word) = P.unsafeArsh (w, if Word.>= (n, width ()) then Word.- (width (), 0w1) else n)
  val op + = P.+
  val op - = P.-
  val op * = P.*
  val op div = P.div
  val op mod = P.mod
  val ~ = P.~
  fun compare (a, b) = if P.< (a, b) then LESS else if a = b then EQUAL else GREATER
  fun min (a, b) = if P.< (a, b) then a else b
  fun max (a, b) = if P.< (a, b) then b else a
  fun fmt radix w = Word64.fmt radix (toLarge w)
  fun toString w = Word64.toString (toLarge w)
  val maxLarge = toLarge (notb zero)
  fun scan radix getc src =
    case Word64.scan radix getc src of
      SOME (w, rest) => if Word64.> (w, maxLarge) then raise Overflow else SOME (fromLarge w, rest)
    | NONE => NONE
  fun fromString s = StringCvt.scanString (scan StringCvt.HEX) s
  val op < = P.<
  val op <= = P.<=
  val op > = P.>
  val op >= = P.>=
end

structure Word8 : WORD = SkeinFixedWord (struct
  type word = SkeinPrim.word8
  val wordSize = 8
  val fromInt = SkeinPrim.word8FromInt
  val unsafeToInt = SkeinPrim.word8UnsafeToInt
  val andb = SkeinPrim.word8Andb
  val orb = SkeinPrim.word8Orb
  val xorb = SkeinPrim.word8Xorb
  val notb = SkeinPrim.word8Notb
  val unsafeLsh = SkeinPrim.word8UnsafeLsh
  val unsafeRsh = SkeinPrim.word8UnsafeRsh
  val unsafeArsh = SkeinPrim.word8UnsafeArsh
  fun toLarge w = Word64.fromInt (unsafeToInt w)
  fun toLargeX w = let val i = unsafeToInt w in Word64.fromInt (if i >= 128 then i - 256 else i) end
  fun fromLarge w = fromInt (Word64.toIntX w)
  val toLargeInt = SkeinPrim.word8ToLargeInt
  val toLargeIntX = SkeinPrim.word8ToLargeIntX
  val fromLargeInt = SkeinPrim.word8FromLargeInt
  val op + : word * word -> word = op +
  val op - : word * word -> word = op -
  val op * : word * word -> word = op *
  val op div : word * word -> word = op div
  val op mod : word * word -> word = op mod
  val ~ : word -> word = ~
  val op < : word * word -> bool = op <
  val op <= : word * word -> bool = op <=
  val op > : word * word -> bool = op >
  val op >= : word * word -> bool = op >=
end)

structure Word16 : WORD = SkeinFixedWord (struct
  type word = SkeinPrim.word16
  val wordSize = 16
  val fromInt = SkeinPrim.word16FromInt
  val unsafeToInt = SkeinPrim.word16UnsafeToInt
  val andb = SkeinPrim.word16Andb
  val orb = SkeinPrim.word16Orb
  val xorb = SkeinPrim.word16Xorb
  val notb = SkeinPrim.word16Notb
  val unsafeLsh = SkeinPrim.word16UnsafeLsh
  val unsafeRsh = SkeinPrim.word16UnsafeRsh
  val unsafeArsh = SkeinPrim.word16UnsafeArsh
  val toLarge = SkeinPrim.word16ToLarge
  val toLargeX = SkeinPrim.word16ToLargeX
  val fromLarge = SkeinPrim.word16FromLarge
  val toLargeInt = SkeinPrim.word16ToLargeInt
  val toLargeIntX = SkeinPrim.word16ToLargeIntX
  val fromLargeInt = SkeinPrim.word16FromLargeInt
  val op + : word * word -> word = op +
  val op - : word * word -> word = op -
  val op * : word * word -> word = op *
  val op div : word * word -> word = op div
  val op mod : word * word -> word = op mod
  val ~ : word -> word = ~
  val op < : word * word -> bool = op <
  val op <= : word * word -> bool = op <=
  val op > : word * word -> bool = op >
  val op >= : word * word -> bool = op >=
end)

structure Word32 : WORD = SkeinFixedWord (struct
  type word = SkeinPrim.word32
  val wordSize = 32
  val fromInt = SkeinPrim.word32FromInt
  val unsafeToInt = SkeinPrim.word32UnsafeToInt
  val andb = SkeinPrim.word32Andb
  val orb = SkeinPrim.word32Orb
  val xorb = SkeinPrim.word32Xorb
  val notb = SkeinPrim.word32Notb
  val unsafeLsh = SkeinPrim.word32UnsafeLsh
  val unsafeRsh = SkeinPrim.word32UnsafeRsh
  val unsafeArsh = SkeinPrim.word32UnsafeArsh
  val toLarge = SkeinPrim.word32ToLarge
  val toLargeX = SkeinPrim.word32ToLargeX
  val fromLarge = SkeinPrim.word32FromLarge
  val toLargeInt = SkeinPrim.word32ToLargeInt
  val toLargeIntX = SkeinPrim.word32ToLargeIntX
  val fromLargeInt = SkeinPrim.word32FromLargeInt
  val op + : word * word -> word = op +
  val op - : word * word -> word = op -
  val op * : word * word -> word = op *
  val op div : word * word -> word = op div
  val op mod : word * word -> word = op mod
  val ~ : word -> word = ~
  val op < : word * word -> bool = op <
  val op <= : word * word -> bool = op <=
  val op > : word * word -> bool = op >
  val op >= : word * word -> bool = op >=
end)
