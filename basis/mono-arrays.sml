(* The monomorphic vectors, arrays, slices and two-dimensional arrays of
   the Basis Library at the element types bool, int, real, word and
   Word64.word (= LargeWord.word): BoolVector ... LargeWordArray2.

   Owns: which monomorphic structures exist.  Invariants: each monomorphic
   type is the polymorphic type at its element type (RealVector.vector =
   real Vector.vector, IntArray.array = int array, RealArray2.array = real
   Array2.array ...), as in MLton, so values move between the two without
   conversion; every function is the polymorphic structure's own, with its
   checks and exceptions.  CharVector, CharArray, Word8Vector, Word8Array
   and their slices are not made here: strings and bytes have their own
   representation. *)

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
