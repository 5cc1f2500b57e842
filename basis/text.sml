(* The Text structure (signature TEXT): the character and string
   structures together, with the sharing the Basis Library specifies.
   Owns nothing: every substructure is the top-level one. *)

signature TEXT =
sig
  structure Char : CHAR
  structure String : STRING
  structure Substring : SUBSTRING
  structure CharVector : MONO_VECTOR
  structure CharArray : MONO_ARRAY
  structure CharVectorSlice : MONO_VECTOR_SLICE
  structure CharArraySlice : MONO_ARRAY_SLICE
  sharing type Char.char = String.char = Substring.char = CharVector.elem = CharArray.elem
    = CharVectorSlice.elem = CharArraySlice.elem
  sharing type Char.string = String.string = Substring.string = CharVector.vector = CharArray.vector
    = CharVectorSlice.vector = CharArraySlice.vector
  sharing type CharArray.array = CharArraySlice.array
  sharing type CharVectorSlice.slice = CharArraySlice.vector_slice
end

structure Text : TEXT =
struct
  structure Char = Char
  structure String = String
  structure Substring = Substring
  structure CharVector = CharVector
  structure CharArray = CharArray
  structure CharVectorSlice = CharVectorSlice
  structure CharArraySlice = CharArraySlice
end
