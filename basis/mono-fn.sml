(* Functors that make a monomorphic vector, array, slice or Array2
   structure from the polymorphic one at a fixed element type; basis.mlb
   shows them to mono-arrays.sml only.

   Invariant: each monomorphic type is the polymorphic type at its element
   type (the result signatures say so with `where type`), and each value is
   the polymorphic structure's own. *)

functor SkeinMonoVector (type elem) :
  MONO_VECTOR where type elem = elem where type vector = elem Vector.vector =
struct
  open Vector
  type elem = elem
  type vector = elem vector
end

functor SkeinMonoArray (type elem) :
  MONO_ARRAY where type elem = elem where type array = elem Array.array where type vector = elem Vector.vector =
struct
  open Array
  type elem = elem
  type array = elem array
  type vector = elem vector
end

functor SkeinMonoVectorSlice (type elem) :
  MONO_VECTOR_SLICE where type elem = elem where type vector = elem Vector.vector
                    where type slice = elem VectorSlice.slice =
struct
  open VectorSlice
  type elem = elem
  type vector = elem Vector.vector
  type slice = elem slice
end

functor SkeinMonoArraySlice (type elem) :
  MONO_ARRAY_SLICE where type elem = elem where type array = elem Array.array
                   where type slice = elem ArraySlice.slice where type vector = elem Vector.vector
                   where type vector_slice = elem VectorSlice.slice =
struct
  open ArraySlice
  type elem = elem
  type array = elem Array.array
  type slice = elem slice
  type vector = elem Vector.vector
  type vector_slice = elem VectorSlice.slice
end

functor SkeinMonoArray2 (type elem) :
  MONO_ARRAY2 where type elem = elem where type array = elem Array2.array where type vector = elem Vector.vector =
struct
  open Array2
  type elem = elem
  type array = elem array
  type region = elem region
  type vector = elem Vector.vector
end
