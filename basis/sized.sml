(* MLton's other fixed-width integers and words: Int1..Int31 and
   Word1..Word31 (but 8 and 16, and 32, 64 in intinf.sml and word.sml).
   Each type is a builtin (int31, word7: skein_ir::sized), in the
   overloading classes of int and word, so literals and arithmetic work on
   it as on Int32 and Word32.  One functor per kind serves every width: its
   primitives are named `Sized.op` and the elaborator names each after the
   width of its type at every application (`Int31.+`, `Word7.andb`); the
   code generator keeps an IntN sign-extended in 64 bits and range-checks
   every result (Overflow), a WordN zero-extended and masked. *)

functor SkeinSizedInt (eqtype int val precision : Int.int val minInt : Int.int val maxInt : Int.int) : INTEGER =
  SkeinFixedInt (struct
    type int = int
    val precision = precision
    val minInt = minInt
    val maxInt = maxInt
    fun fromInt x = (_prim "Sized.fromInt" : Int.int -> int) x
    fun toInt x = (_prim "Sized.toInt" : int -> Int.int) x
    fun op + x = (_prim "Sized.+" : int * int -> int) x
    fun op - x = (_prim "Sized.-" : int * int -> int) x
    fun op * x = (_prim "Sized.*" : int * int -> int) x
    fun op div x = (_prim "Sized.div" : int * int -> int) x
    fun op mod x = (_prim "Sized.mod" : int * int -> int) x
    fun ~ x = (_prim "Sized.~" : int -> int) x
    fun abs x = (_prim "Sized.abs" : int -> int) x
    fun op < x = (_prim "Sized.<" : int * int -> bool) x
    fun op <= x = (_prim "Sized.<=" : int * int -> bool) x
    fun op > x = (_prim "Sized.>" : int * int -> bool) x
    fun op >= x = (_prim "Sized.>=" : int * int -> bool) x
  end)

functor SkeinSizedWord (eqtype word val wordSize : Int.int) : WORD =
  SkeinFixedWord (struct
    type word = word
    val wordSize = wordSize
    fun fromInt x = (_prim "Sized.fromInt" : Int.int -> word) x
    fun unsafeToInt x = (_prim "Sized.unsafeToInt" : word -> Int.int) x
    fun andb x = (_prim "Sized.andb" : word * word -> word) x
    fun orb x = (_prim "Sized.orb" : word * word -> word) x
    fun xorb x = (_prim "Sized.xorb" : word * word -> word) x
    fun notb x = (_prim "Sized.notb" : word -> word) x
    fun unsafeLsh x = (_prim "Sized.unsafeLsh" : word * Word.word -> word) x
    fun unsafeRsh x = (_prim "Sized.unsafeRsh" : word * Word.word -> word) x
    fun unsafeArsh x = (_prim "Sized.unsafeArsh" : word * Word.word -> word) x
    fun toLarge x = (_prim "Sized.toLarge" : word -> Word64.word) x
    fun toLargeX x = (_prim "Sized.toLargeX" : word -> Word64.word) x
    fun fromLarge x = (_prim "Sized.fromLarge" : Word64.word -> word) x
    fun toLargeInt x = (_prim "Sized.toLargeInt" : word -> LargeInt.int) x
    fun toLargeIntX x = (_prim "Sized.toLargeIntX" : word -> LargeInt.int) x
    fun fromLargeInt x = (_prim "Sized.fromLargeInt" : LargeInt.int -> word) x
    fun op + x = (_prim "Sized.+" : word * word -> word) x
    fun op - x = (_prim "Sized.-" : word * word -> word) x
    fun op * x = (_prim "Sized.*" : word * word -> word) x
    fun op div x = (_prim "Sized.div" : word * word -> word) x
    fun op mod x = (_prim "Sized.mod" : word * word -> word) x
    fun ~ x = (_prim "Sized.~" : word -> word) x
    fun op < x = (_prim "Sized.<" : word * word -> bool) x
    fun op <= x = (_prim "Sized.<=" : word * word -> bool) x
    fun op > x = (_prim "Sized.>" : word * word -> bool) x
    fun op >= x = (_prim "Sized.>=" : word * word -> bool) x
  end)

structure Int1 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int1 val precision = 1 val minInt = ~1 val maxInt = 0)
structure Int2 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int2 val precision = 2 val minInt = ~2 val maxInt = 1)
structure Int3 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int3 val precision = 3 val minInt = ~4 val maxInt = 3)
structure Int4 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int4 val precision = 4 val minInt = ~8 val maxInt = 7)
structure Int5 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int5 val precision = 5 val minInt = ~16 val maxInt = 15)
structure Int6 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int6 val precision = 6 val minInt = ~32 val maxInt = 31)
structure Int7 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int7 val precision = 7 val minInt = ~64 val maxInt = 63)
structure Int9 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int9 val precision = 9 val minInt = ~256 val maxInt = 255)
structure Int10 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int10 val precision = 10 val minInt = ~512 val maxInt = 511)
structure Int11 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int11 val precision = 11 val minInt = ~1024 val maxInt = 1023)
structure Int12 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int12 val precision = 12 val minInt = ~2048 val maxInt = 2047)
structure Int13 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int13 val precision = 13 val minInt = ~4096 val maxInt = 4095)
structure Int14 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int14 val precision = 14 val minInt = ~8192 val maxInt = 8191)
structure Int15 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int15 val precision = 15 val minInt = ~16384 val maxInt = 16383)
structure Int17 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int17 val precision = 17 val minInt = ~65536 val maxInt = 65535)
structure Int18 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int18 val precision = 18 val minInt = ~131072 val maxInt = 131071)
structure Int19 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int19 val precision = 19 val minInt = ~262144 val maxInt = 262143)
structure Int20 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int20 val precision = 20 val minInt = ~524288 val maxInt = 524287)
structure Int21 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int21 val precision = 21 val minInt = ~1048576 val maxInt = 1048575)
structure Int22 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int22 val precision = 22 val minInt = ~2097152 val maxInt = 2097151)
structure Int23 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int23 val precision = 23 val minInt = ~4194304 val maxInt = 4194303)
structure Int24 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int24 val precision = 24 val minInt = ~8388608 val maxInt = 8388607)
structure Int25 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int25 val precision = 25 val minInt = ~16777216 val maxInt = 16777215)
structure Int26 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int26 val precision = 26 val minInt = ~33554432 val maxInt = 33554431)
structure Int27 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int27 val precision = 27 val minInt = ~67108864 val maxInt = 67108863)
structure Int28 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int28 val precision = 28 val minInt = ~134217728 val maxInt = 134217727)
structure Int29 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int29 val precision = 29 val minInt = ~268435456 val maxInt = 268435455)
structure Int30 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int30 val precision = 30 val minInt = ~536870912 val maxInt = 536870911)
structure Int31 : INTEGER = SkeinSizedInt (type int = SkeinPrim.Types.int31 val precision = 31 val minInt = ~1073741824 val maxInt = 1073741823)

structure Word1 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word1 val wordSize = 1)
structure Word2 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word2 val wordSize = 2)
structure Word3 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word3 val wordSize = 3)
structure Word4 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word4 val wordSize = 4)
structure Word5 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word5 val wordSize = 5)
structure Word6 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word6 val wordSize = 6)
structure Word7 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word7 val wordSize = 7)
structure Word9 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word9 val wordSize = 9)
structure Word10 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word10 val wordSize = 10)
structure Word11 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word11 val wordSize = 11)
structure Word12 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word12 val wordSize = 12)
structure Word13 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word13 val wordSize = 13)
structure Word14 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word14 val wordSize = 14)
structure Word15 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word15 val wordSize = 15)
structure Word17 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word17 val wordSize = 17)
structure Word18 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word18 val wordSize = 18)
structure Word19 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word19 val wordSize = 19)
structure Word20 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word20 val wordSize = 20)
structure Word21 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word21 val wordSize = 21)
structure Word22 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word22 val wordSize = 22)
structure Word23 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word23 val wordSize = 23)
structure Word24 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word24 val wordSize = 24)
structure Word25 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word25 val wordSize = 25)
structure Word26 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word26 val wordSize = 26)
structure Word27 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word27 val wordSize = 27)
structure Word28 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word28 val wordSize = 28)
structure Word29 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word29 val wordSize = 29)
structure Word30 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word30 val wordSize = 30)
structure Word31 : WORD = SkeinSizedWord (type word = SkeinPrim.Types.word31 val wordSize = 31)
