(* The monomorphic sequences of bytes and characters that IO is built on
   (their signatures are in mono-sigs.sml): Word8Vector,
   Word8Array, Word8VectorSlice, Word8ArraySlice, CharVectorSlice,
   CharArraySlice and Byte.

   Representations (transparent, as in MLton): Word8Vector.vector is
   Word8.word Vector.vector, Word8Array.array is Word8.word Array.array,
   the Word8 slices are the polymorphic slices at Word8.word;
   CharVectorSlice.slice is Substring.substring (as the Basis requires),
   CharArraySlice.slice is char ArraySlice.slice.  Word8 and char elements
   take one byte each (codegen's element layout); Byte and the
   char/byte conversions go through the SkeinPrimIO slot primitives. *)

structure Word8Vector : MONO_VECTOR =
struct
  open Vector
  type elem = Word8.word
  type vector = elem Vector.vector
end

structure Word8Array : MONO_ARRAY =
struct
  open Array
  type elem = Word8.word
  type array = elem Array.array
  type vector = elem Vector.vector
  (* Slot-to-slot copies (memmove): overlapping ranges are handled. *)
  fun copy {src, dst, di} =
    if di < 0 orelse di > Array.length dst - Array.length src then raise Subscript
    else SkeinPrimIO.copySlots (dst, di, src, 0, Array.length src)
  fun copyVec {src, dst, di} =
    if di < 0 orelse di > Array.length dst - Vector.length src then raise Subscript
    else SkeinPrimIO.copySlots (dst, di, src, 0, Vector.length src)
end

structure Word8VectorSlice : MONO_VECTOR_SLICE =
struct
  open VectorSlice
  type elem = Word8.word
  type vector = elem Vector.vector
  type slice = elem VectorSlice.slice
end

structure Word8ArraySlice : MONO_ARRAY_SLICE =
struct
  open ArraySlice
  type elem = Word8.word
  type array = elem Array.array
  type vector = elem Vector.vector
  type vector_slice = elem VectorSlice.slice
  type slice = elem ArraySlice.slice
  fun copy {src, dst, di} =
    let val (a, i, n) = ArraySlice.base src
    in if di < 0 orelse di > Array.length dst - n then raise Subscript
       else SkeinPrimIO.copySlots (dst, di, a, i, n)
    end
  fun copyVec {src, dst, di} =
    let val (v, i, n) = VectorSlice.base src
    in if di < 0 orelse di > Array.length dst - n then raise Subscript
       else SkeinPrimIO.copySlots (dst, di, v, i, n)
    end
end

structure CharVectorSlice : MONO_VECTOR_SLICE =
struct
  type elem = char
  type vector = string
  type slice = Substring.substring
  val length = Substring.size
  val sub = Substring.sub
  val full = Substring.full
  val slice = Substring.extract
  val subslice = Substring.slice
  val base = Substring.base
  val vector = Substring.string
  val concat = Substring.concat
  val isEmpty = Substring.isEmpty
  val getItem = Substring.getc
  fun foldli f b sl =
    let val (s, i, n) = Substring.base sl
        fun loop (k, acc) = if k >= n then acc else loop (k + 1, f (k, String.sub (s, i + k), acc))
    in loop (0, b) end
  fun foldri f b sl =
    let val (s, i, n) = Substring.base sl
        fun loop (k, acc) = if k < 0 then acc else loop (k - 1, f (k, String.sub (s, i + k), acc))
    in loop (n - 1, b) end
  fun foldl f b sl = Substring.foldl f b sl
  fun foldr f b sl = Substring.foldr f b sl
  fun appi f sl = foldli (fn (i, c, ()) => f (i, c)) () sl
  fun app f sl = Substring.app f sl
  fun mapi f sl = String.implode (List.rev (foldli (fn (i, c, acc) => f (i, c) :: acc) [] sl))
  fun map f sl = String.implode (List.map f (Substring.explode sl))
  fun findi p sl =
    let val (s, i, n) = Substring.base sl
        fun loop k =
          if k >= n then NONE
          else let val c = String.sub (s, i + k) in if p (k, c) then SOME (k, c) else loop (k + 1) end
    in loop 0 end
  fun find p sl = case findi (fn (_, c) => p c) sl of SOME (_, c) => SOME c | NONE => NONE
  fun exists p sl = case findi (fn (_, c) => p c) sl of SOME _ => true | NONE => false
  fun all p sl = not (exists (fn c => not (p c)) sl)
  val collate = Substring.collate
end

structure CharArraySlice : MONO_ARRAY_SLICE =
struct
  open ArraySlice
  type elem = char
  type array = char Array.array
  type vector = string
  type vector_slice = Substring.substring
  type slice = char ArraySlice.slice
  fun vector sl = let val (a, i, n) = ArraySlice.base sl in SkeinPrimIO.stringOfSlots (a, i, n) end
  fun copy {src, dst, di} =
    let val (a, i, n) = ArraySlice.base src
    in if di < 0 orelse di > Array.length dst - n then raise Subscript
       else SkeinPrimIO.copySlots (dst, di, a, i, n)
    end
  fun copyVec {src, dst, di} =
    let val (s, i, n) = Substring.base src
    in if di < 0 orelse di > Array.length dst - n then raise Subscript
       else SkeinPrimIO.stringIntoSlots (dst, di, s, i, n)
    end
end

signature BYTE =
sig
  val byteToChar : Word8.word -> char
  val charToByte : char -> Word8.word
  val bytesToString : Word8Vector.vector -> string
  val stringToBytes : string -> Word8Vector.vector
  val unpackStringVec : Word8VectorSlice.slice -> string
  val unpackString : Word8ArraySlice.slice -> string
  val packString : Word8Array.array * int * Substring.substring -> unit
end

structure Byte : BYTE =
struct
  fun byteToChar w = Char.chr (Word8.toInt w)
  fun charToByte c = Word8.fromInt (Char.ord c)
  fun bytesToString v = SkeinPrimIO.stringOfSlots (v, 0, Vector.length v)
  fun stringToBytes s = SkeinPrimIO.slotsOfString (s, 0, String.size s)
  fun unpackStringVec sl = let val (v, i, n) = VectorSlice.base sl in SkeinPrimIO.stringOfSlots (v, i, n) end
  fun unpackString sl = let val (a, i, n) = ArraySlice.base sl in SkeinPrimIO.stringOfSlots (a, i, n) end
  fun packString (a, i, ss) =
    let val (s, j, n) = Substring.base ss
    in if i < 0 orelse i > Array.length a - n then raise Subscript
       else SkeinPrimIO.stringIntoSlots (a, i, s, j, n)
    end
end
