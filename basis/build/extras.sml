(* What $(SML_LIB)/basis/build/sources.mlb adds to the Basis Library: the
   unchecked and in-place operations MLton's basis implementation exposes
   there and MPL libraries (mpllib) take from it: Vector.unsafeFromArray,
   Vector.unsafeSub, Array.alloc, Array.unsafeSub/unsafeUpdate/unsafeAlloc,
   ArraySlice.unsafeSub/unsafeUpdate, VectorSlice.unsafeSub.

   Owns nothing but these bindings.  Invariants: each structure is the
   Basis structure (same types, same values) plus the extras; after
   Vector.unsafeFromArray a the caller never updates a again (the array
   has become the vector, in place). *)

structure Vector =
struct
  open Vector
  fun unsafeFromArray a = (_prim "Vector.unsafeFromArray" : 'a array -> 'a vector) a
  fun unsafeSub (v, i) = (_prim "Vector.unsafeSub" : 'a vector * int -> 'a) (v, i)
  fun fromArray a = Array.vector a
end

structure Array =
struct
  open Array
  fun unsafeAlloc n = (_prim "Array.alloc" : int -> 'a array) n
  fun alloc n = if n < 0 orelse n > maxLen then raise Size else unsafeAlloc n
  fun unsafeSub (a, i) = (_prim "Array.unsafeSub" : 'a array * int -> 'a) (a, i)
  fun unsafeUpdate (a, i, x) = (_prim "Array.unsafeUpdate" : 'a array * int * 'a -> unit) (a, i, x)
end

structure VectorSlice =
struct
  open VectorSlice
  fun unsafeSub (s, i) = let val (v, j, _) = base s in Vector.unsafeSub (v, j + i) end
end

structure ArraySlice =
struct
  open ArraySlice
  fun unsafeSub (s, i) = let val (a, j, _) = base s in Array.unsafeSub (a, j + i) end
  fun unsafeUpdate (s, i, x) = let val (a, j, _) = base s in Array.unsafeUpdate (a, j + i, x) end
end
