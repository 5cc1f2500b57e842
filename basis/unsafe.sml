(* MLton's Unsafe structure: access without bounds checks.  Owns nothing:
   each function is a primitive (or the Basis function made without its
   check).  Invariant: the caller keeps indices in range and writes every
   element of an alloc'd array before reading it. *)

signature UNSAFE_ARRAY =
sig
  val alloc : int -> 'a array
  val create : int * 'a -> 'a array
  val sub : 'a array * int -> 'a
  val update : 'a array * int * 'a -> unit
end

signature UNSAFE_VECTOR =
sig
  val sub : 'a vector * int -> 'a
end

signature UNSAFE_MONO_ARRAY =
sig
  type array
  type elem
  val sub : array * int -> elem
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
  structure IntArray : UNSAFE_MONO_ARRAY where type array = IntArray.array where type elem = int
  structure IntVector : UNSAFE_MONO_VECTOR where type vector = IntVector.vector where type elem = int
  structure RealArray : UNSAFE_MONO_ARRAY where type array = RealArray.array where type elem = real
  structure RealVector : UNSAFE_MONO_VECTOR where type vector = RealVector.vector where type elem = real
  structure WordArray : UNSAFE_MONO_ARRAY where type array = WordArray.array where type elem = word
  structure WordVector : UNSAFE_MONO_VECTOR where type vector = WordVector.vector where type elem = word
  structure Word64Array : UNSAFE_MONO_ARRAY where type array = Word64Array.array where type elem = Word64.word
  structure Word64Vector : UNSAFE_MONO_VECTOR where type vector = Word64Vector.vector where type elem = Word64.word
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
    (* Array.array without the size check. *)
    fun create (n, x) =
      let
        val a = alloc n
        fun loop i = if i >= n then a else (update (a, i, x); loop (i + 1))
      in
        loop 0
      end
  end
  structure BoolArray = struct type array = BoolArray.array type elem = bool open Array end
  structure BoolVector = struct type vector = BoolVector.vector type elem = bool open Vector end
  structure IntArray = struct type array = IntArray.array type elem = int open Array end
  structure IntVector = struct type vector = IntVector.vector type elem = int open Vector end
  structure RealArray = struct type array = RealArray.array type elem = real open Array end
  structure RealVector = struct type vector = RealVector.vector type elem = real open Vector end
  structure WordArray = struct type array = WordArray.array type elem = word open Array end
  structure WordVector = struct type vector = WordVector.vector type elem = word open Vector end
  structure Word64Array = struct type array = Word64Array.array type elem = Word64.word open Array end
  structure Word64Vector = struct type vector = Word64Vector.vector type elem = Word64.word open Vector end
end
