(* The monomorphic vectors, arrays, slices and two-dimensional arrays of
   the Basis Library at the element types bool, int, real, word and
   Word64.word (= LargeWord.word): BoolVector ... LargeWordArray2, the
   two-dimensional Word8Array2 and CharArray2, and the sized ones (Int8 ..
   Int64, LargeInt, Word16, Word32, Real32, Real64, LargeReal).

   Owns: which monomorphic structures exist.  Invariants: each monomorphic
   type is the polymorphic type at its element type (RealVector.vector =
   real Vector.vector, IntArray.array = int array, RealArray2.array = real
   Array2.array ...), as in MLton, so values move between the two without
   conversion; every function is the polymorphic structure's own, with its
   checks and exceptions (CharArray2's rows and columns are strings).
   CharVector, CharArray, Word8Vector, Word8Array and their slices are
   char-vector.sml's and mono.sml's. *)

structure BoolVector = SkeinMonoVector (type elem = bool)
structure BoolArray = SkeinMonoArray (type elem = bool)
structure BoolVectorSlice = SkeinMonoVectorSlice (type elem = bool)
structure BoolArraySlice = SkeinMonoArraySlice (type elem = bool)
structure BoolArray2 = SkeinMonoArray2 (type elem = bool)

structure IntVector = SkeinMonoVector (type elem = int)
structure IntArray = SkeinMonoArray (type elem = int)
structure IntVectorSlice = SkeinMonoVectorSlice (type elem = int)
structure IntArraySlice = SkeinMonoArraySlice (type elem = int)
structure IntArray2 = SkeinMonoArray2 (type elem = int)

structure RealVector = SkeinMonoVector (type elem = real)
structure RealArray = SkeinMonoArray (type elem = real)
structure RealVectorSlice = SkeinMonoVectorSlice (type elem = real)
structure RealArraySlice = SkeinMonoArraySlice (type elem = real)
structure RealArray2 = SkeinMonoArray2 (type elem = real)

structure WordVector = SkeinMonoVector (type elem = word)
structure WordArray = SkeinMonoArray (type elem = word)
structure WordVectorSlice = SkeinMonoVectorSlice (type elem = word)
structure WordArraySlice = SkeinMonoArraySlice (type elem = word)
structure WordArray2 = SkeinMonoArray2 (type elem = word)

structure Word64Vector = SkeinMonoVector (type elem = Word64.word)
structure Word64Array = SkeinMonoArray (type elem = Word64.word)
structure Word64VectorSlice = SkeinMonoVectorSlice (type elem = Word64.word)
structure Word64ArraySlice = SkeinMonoArraySlice (type elem = Word64.word)
structure Word64Array2 = SkeinMonoArray2 (type elem = Word64.word)

structure LargeWordVector = Word64Vector
structure LargeWordArray = Word64Array
structure LargeWordVectorSlice = Word64VectorSlice
structure LargeWordArraySlice = Word64ArraySlice
structure LargeWordArray2 = Word64Array2

structure Word8Array2 = SkeinMonoArray2 (type elem = Word8.word)

(* CharArray2: char Array2.array, with rows and columns as strings
   (CharVector.vector). *)
structure CharArray2 : MONO_ARRAY2 where type elem = char where type array = char Array2.array where type vector = string =
struct
  open Array2
  type elem = char
  type array = char array
  type region = char region
  type vector = string
  fun toString v = CharVector.tabulate (Vector.length v, fn i => Vector.sub (v, i))
  fun row (a, i) = toString (Array2.row (a, i))
  fun column (a, j) = toString (Array2.column (a, j))
end

(* The sized integers, words and reals (Int64 = Int, Real64 = LargeReal =
   Real: the same structures under the Basis names). *)
structure Int8Vector = SkeinMonoVector (type elem = Int8.int)
structure Int8Array = SkeinMonoArray (type elem = Int8.int)
structure Int8VectorSlice = SkeinMonoVectorSlice (type elem = Int8.int)
structure Int8ArraySlice = SkeinMonoArraySlice (type elem = Int8.int)
structure Int8Array2 = SkeinMonoArray2 (type elem = Int8.int)

structure Int16Vector = SkeinMonoVector (type elem = Int16.int)
structure Int16Array = SkeinMonoArray (type elem = Int16.int)
structure Int16VectorSlice = SkeinMonoVectorSlice (type elem = Int16.int)
structure Int16ArraySlice = SkeinMonoArraySlice (type elem = Int16.int)
structure Int16Array2 = SkeinMonoArray2 (type elem = Int16.int)

structure Int32Vector = SkeinMonoVector (type elem = Int32.int)
structure Int32Array = SkeinMonoArray (type elem = Int32.int)
structure Int32VectorSlice = SkeinMonoVectorSlice (type elem = Int32.int)
structure Int32ArraySlice = SkeinMonoArraySlice (type elem = Int32.int)
structure Int32Array2 = SkeinMonoArray2 (type elem = Int32.int)

structure Int64Vector = IntVector
structure Int64Array = IntArray
structure Int64VectorSlice = IntVectorSlice
structure Int64ArraySlice = IntArraySlice
structure Int64Array2 = IntArray2

structure LargeIntVector = SkeinMonoVector (type elem = LargeInt.int)
structure LargeIntArray = SkeinMonoArray (type elem = LargeInt.int)
structure LargeIntVectorSlice = SkeinMonoVectorSlice (type elem = LargeInt.int)
structure LargeIntArraySlice = SkeinMonoArraySlice (type elem = LargeInt.int)
structure LargeIntArray2 = SkeinMonoArray2 (type elem = LargeInt.int)

structure Word16Vector = SkeinMonoVector (type elem = Word16.word)
structure Word16Array = SkeinMonoArray (type elem = Word16.word)
structure Word16VectorSlice = SkeinMonoVectorSlice (type elem = Word16.word)
structure Word16ArraySlice = SkeinMonoArraySlice (type elem = Word16.word)
structure Word16Array2 = SkeinMonoArray2 (type elem = Word16.word)

structure Word32Vector = SkeinMonoVector (type elem = Word32.word)
structure Word32Array = SkeinMonoArray (type elem = Word32.word)
structure Word32VectorSlice = SkeinMonoVectorSlice (type elem = Word32.word)
structure Word32ArraySlice = SkeinMonoArraySlice (type elem = Word32.word)
structure Word32Array2 = SkeinMonoArray2 (type elem = Word32.word)

structure Real64Vector = RealVector
structure Real64Array = RealArray
structure Real64VectorSlice = RealVectorSlice
structure Real64ArraySlice = RealArraySlice
structure Real64Array2 = RealArray2
structure LargeRealVector = RealVector
structure LargeRealArray = RealArray
structure LargeRealVectorSlice = RealVectorSlice
structure LargeRealArraySlice = RealArraySlice
structure LargeRealArray2 = RealArray2

structure Real32Vector = SkeinMonoVector (type elem = Real32.real)
structure Real32Array = SkeinMonoArray (type elem = Real32.real)
structure Real32VectorSlice = SkeinMonoVectorSlice (type elem = Real32.real)
structure Real32ArraySlice = SkeinMonoArraySlice (type elem = Real32.real)
structure Real32Array2 = SkeinMonoArray2 (type elem = Real32.real)
