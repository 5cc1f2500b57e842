(* MLton's Unsafe structure (all of its array and vector structures):
   access without bounds checks.  Owns nothing:
   each function is a primitive (or the Basis function made without its
   check).  Invariant: the caller keeps indices in range and writes every
   element of an alloc'd array before reading it. *)

signature UNSAFE_ARRAY =
sig
  val alloc : int -> 'a array
  val create : int * 'a -> 'a array
  val sub : 'a array * int -> 'a
  val uninit : int -> 'a array
  val update : 'a array * int * 'a -> unit
end

signature UNSAFE_VECTOR =
sig
  val sub : 'a vector * int -> 'a
end

(* MLton's: create and uninit make an array of n elements that must be
   written before they are read. *)
signature UNSAFE_MONO_ARRAY =
sig
  type array
  type elem
  val create : int -> array
  val sub : array * int -> elem
  val uninit : int -> array
  val update : array * int * elem -> unit
end

signature UNSAFE_MONO_VECTOR =
sig
  type vector
  type elem
  val sub : vector * int -> elem
end

signature UNSAFE =
sig
  structure Array : UNSAFE_ARRAY
  structure Vector : UNSAFE_VECTOR
  structure BoolArray : UNSAFE_MONO_ARRAY where type array = BoolArray.array where type elem = bool
  structure BoolVector : UNSAFE_MONO_VECTOR where type vector = BoolVector.vector where type elem = bool
  structure CharArray : UNSAFE_MONO_ARRAY where type array = CharArray.array where type elem = char
  structure CharVector : UNSAFE_MONO_VECTOR where type vector = CharVector.vector where type elem = char
  structure Word8Array : UNSAFE_MONO_ARRAY where type array = Word8Array.array where type elem = Word8.word
  structure Word8Vector : UNSAFE_MONO_VECTOR where type vector = Word8Vector.vector where type elem = Word8.word
  structure IntArray : UNSAFE_MONO_ARRAY where type array = IntArray.array where type elem = int
  structure IntVector : UNSAFE_MONO_VECTOR where type vector = IntVector.vector where type elem = int
  structure Int8Array : UNSAFE_MONO_ARRAY where type array = Int8Array.array where type elem = Int8.int
  structure Int8Vector : UNSAFE_MONO_VECTOR where type vector = Int8Vector.vector where type elem = Int8.int
  structure Int16Array : UNSAFE_MONO_ARRAY where type array = Int16Array.array where type elem = Int16.int
  structure Int16Vector : UNSAFE_MONO_VECTOR where type vector = Int16Vector.vector where type elem = Int16.int
  structure Int32Array : UNSAFE_MONO_ARRAY where type array = Int32Array.array where type elem = Int32.int
  structure Int32Vector : UNSAFE_MONO_VECTOR where type vector = Int32Vector.vector where type elem = Int32.int
  structure Int64Array : UNSAFE_MONO_ARRAY where type array = Int64Array.array where type elem = Int64.int
  structure Int64Vector : UNSAFE_MONO_VECTOR where type vector = Int64Vector.vector where type elem = Int64.int
  structure LargeIntArray : UNSAFE_MONO_ARRAY where type array = LargeIntArray.array where type elem = LargeInt.int
  structure LargeIntVector : UNSAFE_MONO_VECTOR where type vector = LargeIntVector.vector where type elem = LargeInt.int
  structure LargeRealArray : UNSAFE_MONO_ARRAY where type array = LargeRealArray.array where type elem = LargeReal.real
  structure LargeRealVector : UNSAFE_MONO_VECTOR where type vector = LargeRealVector.vector where type elem = LargeReal.real
  structure LargeWordArray : UNSAFE_MONO_ARRAY where type array = LargeWordArray.array where type elem = LargeWord.word
  structure LargeWordVector : UNSAFE_MONO_VECTOR where type vector = LargeWordVector.vector where type elem = LargeWord.word
  structure RealArray : UNSAFE_MONO_ARRAY where type array = RealArray.array where type elem = real
  structure RealVector : UNSAFE_MONO_VECTOR where type vector = RealVector.vector where type elem = real
  structure Real32Array : UNSAFE_MONO_ARRAY where type array = Real32Array.array where type elem = Real32.real
  structure Real32Vector : UNSAFE_MONO_VECTOR where type vector = Real32Vector.vector where type elem = Real32.real
  structure Real64Array : UNSAFE_MONO_ARRAY where type array = Real64Array.array where type elem = Real64.real
  structure Real64Vector : UNSAFE_MONO_VECTOR where type vector = Real64Vector.vector where type elem = Real64.real
  structure WordArray : UNSAFE_MONO_ARRAY where type array = WordArray.array where type elem = word
  structure WordVector : UNSAFE_MONO_VECTOR where type vector = WordVector.vector where type elem = word
  structure Word16Array : UNSAFE_MONO_ARRAY where type array = Word16Array.array where type elem = Word16.word
  structure Word16Vector : UNSAFE_MONO_VECTOR where type vector = Word16Vector.vector where type elem = Word16.word
  structure Word32Array : UNSAFE_MONO_ARRAY where type array = Word32Array.array where type elem = Word32.word
  structure Word32Vector : UNSAFE_MONO_VECTOR where type vector = Word32Vector.vector where type elem = Word32.word
  structure Word64Array : UNSAFE_MONO_ARRAY where type array = Word64Array.array where type elem = Word64.word
  structure Word64Vector : UNSAFE_MONO_VECTOR where type vector = Word64Vector.vector where type elem = Word64.word
end

(* The monomorphic arrays and vectors are the polymorphic ones at their
   element type (mono-arrays.sml). *)
functor SkeinUnsafeMonoArray (type elem) =
struct
  type array = elem array
  type elem = elem
  fun sub (a, i) = (_prim "Array.unsafeSub" : array * int -> elem) (a, i)
  fun update (a, i, x) = (_prim "Array.unsafeUpdate" : array * int * elem -> unit) (a, i, x)
  fun create n = (_prim "Array.alloc" : int -> array) n
  val uninit = create
end

functor SkeinUnsafeMonoVector (type elem) =
struct
  type vector = elem vector
  type elem = elem
  fun sub (v, i) = (_prim "Vector.unsafeSub" : vector * int -> elem) (v, i)
end

structure Unsafe : UNSAFE =
struct
  structure Vector =
  struct
    fun sub (v, i) = (_prim "Vector.unsafeSub" : 'a vector * int -> 'a) (v, i)
  end
  structure Array =
  struct
    fun sub (a, i) = (_prim "Array.unsafeSub" : 'a array * int -> 'a) (a, i)
    fun update (a, i, x) = (_prim "Array.unsafeUpdate" : 'a array * int * 'a -> unit) (a, i, x)
    (* Elements must be written before they are read. *)
    fun alloc n = (_prim "Array.alloc" : int -> 'a array) n
    val uninit = alloc
    (* Array.array without the size check. *)
    fun create (n, x) =
      let
        val a = alloc n
        fun loop i = if i >= n then a else (update (a, i, x); loop (i + 1))
      in
        loop 0
      end
  end
  structure BoolArray = SkeinUnsafeMonoArray (type elem = bool)
  structure BoolVector = SkeinUnsafeMonoVector (type elem = bool)
  structure CharArray = SkeinUnsafeMonoArray (type elem = char)
  structure CharVector =
  struct
    type vector = string
    type elem = char
    fun sub (s, i) = (_prim "String.unsafeSub" : string * int -> char) (s, i)
  end
  structure Word8Array = SkeinUnsafeMonoArray (type elem = Word8.word)
  structure Word8Vector = SkeinUnsafeMonoVector (type elem = Word8.word)
  structure IntArray = SkeinUnsafeMonoArray (type elem = int)
  structure IntVector = SkeinUnsafeMonoVector (type elem = int)
  structure Int8Array = SkeinUnsafeMonoArray (type elem = Int8.int)
  structure Int8Vector = SkeinUnsafeMonoVector (type elem = Int8.int)
  structure Int16Array = SkeinUnsafeMonoArray (type elem = Int16.int)
  structure Int16Vector = SkeinUnsafeMonoVector (type elem = Int16.int)
  structure Int32Array = SkeinUnsafeMonoArray (type elem = Int32.int)
  structure Int32Vector = SkeinUnsafeMonoVector (type elem = Int32.int)
  structure Int64Array = IntArray
  structure Int64Vector = IntVector
  structure LargeIntArray = SkeinUnsafeMonoArray (type elem = LargeInt.int)
  structure LargeIntVector = SkeinUnsafeMonoVector (type elem = LargeInt.int)
  structure RealArray = SkeinUnsafeMonoArray (type elem = real)
  structure RealVector = SkeinUnsafeMonoVector (type elem = real)
  structure Real32Array = SkeinUnsafeMonoArray (type elem = Real32.real)
  structure Real32Vector = SkeinUnsafeMonoVector (type elem = Real32.real)
  structure Real64Array = RealArray
  structure Real64Vector = RealVector
  structure LargeRealArray = RealArray
  structure LargeRealVector = RealVector
  structure WordArray = SkeinUnsafeMonoArray (type elem = word)
  structure WordVector = SkeinUnsafeMonoVector (type elem = word)
  structure Word16Array = SkeinUnsafeMonoArray (type elem = Word16.word)
  structure Word16Vector = SkeinUnsafeMonoVector (type elem = Word16.word)
  structure Word32Array = SkeinUnsafeMonoArray (type elem = Word32.word)
  structure Word32Vector = SkeinUnsafeMonoVector (type elem = Word32.word)
  structure Word64Array = SkeinUnsafeMonoArray (type elem = Word64.word)
  structure Word64Vector = SkeinUnsafeMonoVector (type elem = Word64.word)
  structure LargeWordArray = Word64Array
  structure LargeWordVector = Word64Vector
end
