(* Basis signatures (collections): List, ListPair, Vector, VectorSlice,
   Array, ArraySlice, Array2 and the monomorphic Word8, Real, Bool and Int
   vectors, arrays, slices and Array2s each match, by transparent
   ascription, the signature Poly/ML 5.7.1 prints for its structure, specs
   reordered so that types come before their uses (see basis/README.md,
   "Signature checks"), and their spec signature by name.  Then a few calls
   through the checked structures. *)

structure Check_List : sig
  datatype list = datatype list
  exception Empty
  val @ : 'a list * 'a list -> 'a list
  val all : ('a -> bool) -> 'a list -> bool
  val app : ('a -> unit) -> 'a list -> unit
  val collate : ('a * 'a -> order) -> 'a list * 'a list -> order
  val concat : 'a list list -> 'a list
  val drop : 'a list * int -> 'a list
  val exists : ('a -> bool) -> 'a list -> bool
  val filter : ('a -> bool) -> 'a list -> 'a list
  val find : ('a -> bool) -> 'a list -> 'a option
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val getItem : 'a list -> ('a * 'a list) option
  val hd : 'a list -> 'a
  val last : 'a list -> 'a
  val length : 'a list -> int
  val map : ('a -> 'b) -> 'a list -> 'b list
  val mapPartial : ('a -> 'b option) -> 'a list -> 'b list
  val nth : 'a list * int -> 'a
  val null : 'a list -> bool
  val partition : ('a -> bool) -> 'a list -> 'a list * 'a list
  val rev : 'a list -> 'a list
  val revAppend : 'a list * 'a list -> 'a list
  val tabulate : int * (int -> 'a) -> 'a list
  val take : 'a list * int -> 'a list
  val tl : 'a list -> 'a list
end = List

structure Check_ListPair : sig
  exception UnequalLengths
  val all : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val allEq : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val app : ('a * 'b -> unit) -> 'a list * 'b list -> unit
  val appEq : ('a * 'b -> unit) -> 'a list * 'b list -> unit
  val exists : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val foldl : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldlEq : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldr : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldrEq : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val map : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
  val mapEq : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
  val unzip : ('a * 'b) list -> 'a list * 'b list
  val zip : 'a list * 'b list -> ('a * 'b) list
  val zipEq : 'a list * 'b list -> ('a * 'b) list
end = ListPair

structure Check_Vector : sig
  eqtype 'a vector
  val all : ('a -> bool) -> 'a vector -> bool
  val app : ('a -> unit) -> 'a vector -> unit
  val appi : (int * 'a -> unit) -> 'a vector -> unit
  val collate : ('a * 'a -> order) -> 'a vector * 'a vector -> order
  val concat : 'a vector list -> 'a vector
  val exists : ('a -> bool) -> 'a vector -> bool
  val find : ('a -> bool) -> 'a vector -> 'a option
  val findi : (int * 'a -> bool) -> 'a vector -> (int * 'a) option
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val fromList : 'a list -> 'a vector
  val length : 'a vector -> int
  val map : ('a -> 'b) -> 'a vector -> 'b vector
  val mapi : (int * 'a -> 'b) -> 'a vector -> 'b vector
  val maxLen : int
  val sub : 'a vector * int -> 'a
  val tabulate : int * (int -> 'a) -> 'a vector
  val update : 'a vector * int * 'a -> 'a vector
end = Vector

structure Check_VectorSlice : sig
  type 'a slice
  val all : ('a -> bool) -> 'a slice -> bool
  val app : ('a -> unit) -> 'a slice -> unit
  val appi : (int * 'a -> unit) -> 'a slice -> unit
  val base : 'a slice -> 'a vector * int * int
  val collate : ('a * 'a -> order) -> 'a slice * 'a slice -> order
  val concat : 'a slice list -> 'a vector
  val exists : ('a -> bool) -> 'a slice -> bool
  val find : ('a -> bool) -> 'a slice -> 'a option
  val findi : (int * 'a -> bool) -> 'a slice -> (int * 'a) option
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val full : 'a vector -> 'a slice
  val getItem : 'a slice -> ('a * 'a slice) option
  val isEmpty : 'a slice -> bool
  val length : 'a slice -> int
  val map : ('a -> 'b) -> 'a slice -> 'b vector
  val mapi : (int * 'a -> 'b) -> 'a slice -> 'b vector
  val slice : 'a vector * int * int option -> 'a slice
  val sub : 'a slice * int -> 'a
  val subslice : 'a slice * int * int option -> 'a slice
  val vector : 'a slice -> 'a vector
end = VectorSlice

structure Check_Array : sig
  eqtype 'a array
  eqtype 'a vector
  val all : ('a -> bool) -> 'a array -> bool
  val app : ('a -> unit) -> 'a array -> unit
  val appi : (int * 'a -> unit) -> 'a array -> unit
  val array : int * 'a -> 'a array
  val collate : ('a * 'a -> order) -> 'a array * 'a array -> order
  val copy : {di: int, dst: 'a array, src: 'a array} -> unit
  val copyVec : {di: int, dst: 'a array, src: 'a vector} -> unit
  val exists : ('a -> bool) -> 'a array -> bool
  val find : ('a -> bool) -> 'a array -> 'a option
  val findi : (int * 'a -> bool) -> 'a array -> (int * 'a) option
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val fromList : 'a list -> 'a array
  val length : 'a array -> int
  val maxLen : int
  val modify : ('a -> 'a) -> 'a array -> unit
  val modifyi : (int * 'a -> 'a) -> 'a array -> unit
  val sub : 'a array * int -> 'a
  val tabulate : int * (int -> 'a) -> 'a array
  val update : 'a array * int * 'a -> unit
  val vector : 'a array -> 'a vector
end = Array

structure Check_ArraySlice : sig
  type 'a slice
  val all : ('a -> bool) -> 'a slice -> bool
  val app : ('a -> unit) -> 'a slice -> unit
  val appi : (int * 'a -> unit) -> 'a slice -> unit
  val base : 'a slice -> 'a array * int * int
  val collate : ('a * 'a -> order) -> 'a slice * 'a slice -> order
  val copy : {di: int, dst: 'a array, src: 'a slice} -> unit
  val copyVec : {di: int, dst: 'a array, src: 'a VectorSlice.slice} -> unit
  val exists : ('a -> bool) -> 'a slice -> bool
  val find : ('a -> bool) -> 'a slice -> 'a option
  val findi : (int * 'a -> bool) -> 'a slice -> (int * 'a) option
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val full : 'a array -> 'a slice
  val getItem : 'a slice -> ('a * 'a slice) option
  val isEmpty : 'a slice -> bool
  val length : 'a slice -> int
  val modify : ('a -> 'a) -> 'a slice -> unit
  val modifyi : (int * 'a -> 'a) -> 'a slice -> unit
  val slice : 'a array * int * int option -> 'a slice
  val sub : 'a slice * int -> 'a
  val subslice : 'a slice * int * int option -> 'a slice
  val update : 'a slice * int * 'a -> unit
  val vector : 'a slice -> 'a vector
end = ArraySlice

structure Check_Array2 : sig
  eqtype 'a array
  datatype traversal = ColMajor | RowMajor
  type 'a region = {base: 'a array, col: int, ncols: int option, nrows: int option, row: int}
  val app : traversal -> ('a -> unit) -> 'a array -> unit
  val appi : traversal -> (int * int * 'a -> unit) -> 'a region -> unit
  val array : int * int * 'a -> 'a array
  val column : 'a array * int -> 'a vector
  val copy : {dst: 'a array, dst_col: int, dst_row: int, src: 'a region} -> unit
  val dimensions : 'a array -> int * int
  val fold : traversal -> ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldi : traversal -> (int * int * 'a * 'b -> 'b) -> 'b -> 'a region -> 'b
  val fromList : 'a list list -> 'a array
  val modify : traversal -> ('a -> 'a) -> 'a array -> unit
  val modifyi : traversal -> (int * int * 'a -> 'a) -> 'a region -> unit
  val nCols : 'a array -> int
  val nRows : 'a array -> int
  val row : 'a array * int -> 'a vector
  val sub : 'a array * int * int -> 'a
  val tabulate : traversal -> int * int * (int * int -> 'a) -> 'a array
  val update : 'a array * int * int * 'a -> unit
end = Array2

structure Check_Word8Vector : sig
  eqtype elem
  eqtype vector
  val all : (elem -> bool) -> vector -> bool
  val app : (elem -> unit) -> vector -> unit
  val appi : (int * elem -> unit) -> vector -> unit
  val collate : (elem * elem -> order) -> vector * vector -> order
  val concat : vector list -> vector
  val exists : (elem -> bool) -> vector -> bool
  val find : (elem -> bool) -> vector -> elem option
  val findi : (int * elem -> bool) -> vector -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val fromList : elem list -> vector
  val length : vector -> int
  val map : (elem -> elem) -> vector -> vector
  val mapi : (int * elem -> elem) -> vector -> vector
  val maxLen : int
  val sub : vector * int -> elem
  val tabulate : int * (int -> elem) -> vector
  val update : vector * int * elem -> vector
end = Word8Vector

structure Check_Word8Array : sig
  eqtype array
  eqtype elem
  eqtype vector
  val all : (elem -> bool) -> array -> bool
  val app : (elem -> unit) -> array -> unit
  val appi : (int * elem -> unit) -> array -> unit
  val array : int * elem -> array
  val collate : (elem * elem -> order) -> array * array -> order
  val copy : {di: int, dst: array, src: array} -> unit
  val copyVec : {di: int, dst: array, src: vector} -> unit
  val exists : (elem -> bool) -> array -> bool
  val find : (elem -> bool) -> array -> elem option
  val findi : (int * elem -> bool) -> array -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val fromList : elem list -> array
  val length : array -> int
  val maxLen : int
  val modify : (elem -> elem) -> array -> unit
  val modifyi : (int * elem -> elem) -> array -> unit
  val sub : array * int -> elem
  val tabulate : int * (int -> elem) -> array
  val update : array * int * elem -> unit
  val vector : array -> vector
end = Word8Array

structure Check_Word8VectorSlice : sig
  eqtype elem
  type slice
  eqtype vector
  val all : (elem -> bool) -> slice -> bool
  val app : (elem -> unit) -> slice -> unit
  val appi : (int * elem -> unit) -> slice -> unit
  val base : slice -> vector * int * int
  val collate : (elem * elem -> order) -> slice * slice -> order
  val concat : slice list -> vector
  val exists : (elem -> bool) -> slice -> bool
  val find : (elem -> bool) -> slice -> elem option
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val full : vector -> slice
  val getItem : slice -> (elem * slice) option
  val isEmpty : slice -> bool
  val length : slice -> int
  val map : (elem -> elem) -> slice -> vector
  val mapi : (int * elem -> elem) -> slice -> vector
  val slice : vector * int * int option -> slice
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val vector : slice -> vector
end = Word8VectorSlice

structure Check_Word8ArraySlice : sig
  eqtype array
  eqtype elem
  type slice
  eqtype vector
  type vector_slice
  val all : (elem -> bool) -> slice -> bool
  val app : (elem -> unit) -> slice -> unit
  val appi : (int * elem -> unit) -> slice -> unit
  val base : slice -> array * int * int
  val collate : (elem * elem -> order) -> slice * slice -> order
  val copy : {di: int, dst: array, src: slice} -> unit
  val copyVec : {di: int, dst: array, src: vector_slice} -> unit
  val exists : (elem -> bool) -> slice -> bool
  val find : (elem -> bool) -> slice -> elem option
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val full : array -> slice
  val getItem : slice -> (elem * slice) option
  val isEmpty : slice -> bool
  val length : slice -> int
  val modify : (elem -> elem) -> slice -> unit
  val modifyi : (int * elem -> elem) -> slice -> unit
  val slice : array * int * int option -> slice
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val update : slice * int * elem -> unit
  val vector : slice -> vector
end = Word8ArraySlice

structure Check_Word8Array2 : sig
  eqtype elem
  eqtype vector
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  val app : traversal -> (elem -> unit) -> array -> unit
  val appi : traversal -> (int * int * elem -> unit) -> region -> unit
  val array : int * int * elem -> array
  val column : array * int -> vector
  val copy : {dst: array, dst_col: int, dst_row: int, src: region} -> unit
  val dimensions : array -> int * int
  val fold : traversal -> (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldi : traversal -> (int * int * elem * 'a -> 'a) -> 'a -> region -> 'a
  val fromList : elem list list -> array
  val modify : traversal -> (elem -> elem) -> array -> unit
  val modifyi : traversal -> (int * int * elem -> elem) -> region -> unit
  val nCols : array -> int
  val nRows : array -> int
  val row : array * int -> vector
  val sub : array * int * int -> elem
  val tabulate : traversal -> int * int * (int * int -> elem) -> array
  val update : array * int * int * elem -> unit
end = Word8Array2

structure Check_RealArray : sig
  type elem
  type array = real Array.array
  type vector = RealVector.vector
  val all : (elem -> bool) -> array -> bool
  val app : (elem -> unit) -> array -> unit
  val appi : (int * elem -> unit) -> array -> unit
  val array : int * elem -> array
  val collate : (elem * elem -> order) -> array * array -> order
  val copy : {di: int, dst: array, src: array} -> unit
  val copyVec : {di: int, dst: array, src: vector} -> unit
  val exists : (elem -> bool) -> array -> bool
  val find : (elem -> bool) -> array -> elem option
  val findi : (int * elem -> bool) -> array -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val fromList : elem list -> array
  val length : array -> int
  val maxLen : int
  val modify : (elem -> elem) -> array -> unit
  val modifyi : (int * elem -> elem) -> array -> unit
  val sub : array * int -> elem
  val tabulate : int * (int -> elem) -> array
  val update : array * int * elem -> unit
  val vector : array -> vector
end = RealArray

structure Check_RealVector : sig
  type elem
  type vector = real Vector.vector
  val all : (elem -> bool) -> vector -> bool
  val app : (elem -> unit) -> vector -> unit
  val appi : (int * elem -> unit) -> vector -> unit
  val collate : (elem * elem -> order) -> vector * vector -> order
  val concat : vector list -> vector
  val exists : (elem -> bool) -> vector -> bool
  val find : (elem -> bool) -> vector -> elem option
  val findi : (int * elem -> bool) -> vector -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val fromList : elem list -> vector
  val length : vector -> int
  val map : (elem -> elem) -> vector -> vector
  val mapi : (int * elem -> elem) -> vector -> vector
  val maxLen : int
  val sub : vector * int -> elem
  val tabulate : int * (int -> elem) -> vector
  val update : vector * int * elem -> vector
end = RealVector

structure Check_RealArraySlice : sig
  type elem
  type array = RealArray.array
  type slice = real ArraySlice.slice
  type vector = RealVector.vector
  type vector_slice = RealVectorSlice.slice
  val all : (elem -> bool) -> slice -> bool
  val app : (elem -> unit) -> slice -> unit
  val appi : (int * elem -> unit) -> slice -> unit
  val base : slice -> array * int * int
  val collate : (elem * elem -> order) -> slice * slice -> order
  val copy : {di: int, dst: array, src: slice} -> unit
  val copyVec : {di: int, dst: array, src: vector_slice} -> unit
  val exists : (elem -> bool) -> slice -> bool
  val find : (elem -> bool) -> slice -> elem option
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val full : array -> slice
  val getItem : slice -> (elem * slice) option
  val isEmpty : slice -> bool
  val length : slice -> int
  val modify : (elem -> elem) -> slice -> unit
  val modifyi : (int * elem -> elem) -> slice -> unit
  val slice : array * int * int option -> slice
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val update : slice * int * elem -> unit
  val vector : slice -> vector
end = RealArraySlice

structure Check_RealVectorSlice : sig
  type elem
  type slice = real VectorSlice.slice
  type vector = RealVector.vector
  val all : (elem -> bool) -> slice -> bool
  val app : (elem -> unit) -> slice -> unit
  val appi : (int * elem -> unit) -> slice -> unit
  val base : slice -> vector * int * int
  val collate : (elem * elem -> order) -> slice * slice -> order
  val concat : slice list -> vector
  val exists : (elem -> bool) -> slice -> bool
  val find : (elem -> bool) -> slice -> elem option
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val full : vector -> slice
  val getItem : slice -> (elem * slice) option
  val isEmpty : slice -> bool
  val length : slice -> int
  val map : (elem -> elem) -> slice -> vector
  val mapi : (int * elem -> elem) -> slice -> vector
  val slice : vector * int * int option -> slice
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val vector : slice -> vector
end = RealVectorSlice

structure Check_RealArray2 : sig
  type elem
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = RealVector.vector
  val app : traversal -> (elem -> unit) -> array -> unit
  val appi : traversal -> (int * int * elem -> unit) -> region -> unit
  val array : int * int * elem -> array
  val column : array * int -> vector
  val copy : {dst: array, dst_col: int, dst_row: int, src: region} -> unit
  val dimensions : array -> int * int
  val fold : traversal -> (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldi : traversal -> (int * int * elem * 'a -> 'a) -> 'a -> region -> 'a
  val fromList : elem list list -> array
  val modify : traversal -> (elem -> elem) -> array -> unit
  val modifyi : traversal -> (int * int * elem -> elem) -> region -> unit
  val nCols : array -> int
  val nRows : array -> int
  val row : array * int -> vector
  val sub : array * int * int -> elem
  val tabulate : traversal -> int * int * (int * int -> elem) -> array
  val update : array * int * int * elem -> unit
end = RealArray2

structure Check_BoolArray : sig
  eqtype array
  eqtype elem
  eqtype vector
  val all : (elem -> bool) -> array -> bool
  val app : (elem -> unit) -> array -> unit
  val appi : (int * elem -> unit) -> array -> unit
  val array : int * elem -> array
  val collate : (elem * elem -> order) -> array * array -> order
  val copy : {di: int, dst: array, src: array} -> unit
  val copyVec : {di: int, dst: array, src: vector} -> unit
  val exists : (elem -> bool) -> array -> bool
  val find : (elem -> bool) -> array -> elem option
  val findi : (int * elem -> bool) -> array -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val fromList : elem list -> array
  val length : array -> int
  val maxLen : int
  val modify : (elem -> elem) -> array -> unit
  val modifyi : (int * elem -> elem) -> array -> unit
  val sub : array * int -> elem
  val tabulate : int * (int -> elem) -> array
  val update : array * int * elem -> unit
  val vector : array -> vector
end = BoolArray

structure Check_BoolVector : sig
  eqtype elem
  eqtype vector
  val all : (elem -> bool) -> vector -> bool
  val app : (elem -> unit) -> vector -> unit
  val appi : (int * elem -> unit) -> vector -> unit
  val collate : (elem * elem -> order) -> vector * vector -> order
  val concat : vector list -> vector
  val exists : (elem -> bool) -> vector -> bool
  val find : (elem -> bool) -> vector -> elem option
  val findi : (int * elem -> bool) -> vector -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val fromList : elem list -> vector
  val length : vector -> int
  val map : (elem -> elem) -> vector -> vector
  val mapi : (int * elem -> elem) -> vector -> vector
  val maxLen : int
  val sub : vector * int -> elem
  val tabulate : int * (int -> elem) -> vector
  val update : vector * int * elem -> vector
end = BoolVector

structure Check_BoolArray2 : sig
  eqtype elem
  eqtype vector
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  val app : traversal -> (elem -> unit) -> array -> unit
  val appi : traversal -> (int * int * elem -> unit) -> region -> unit
  val array : int * int * elem -> array
  val column : array * int -> vector
  val copy : {dst: array, dst_col: int, dst_row: int, src: region} -> unit
  val dimensions : array -> int * int
  val fold : traversal -> (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldi : traversal -> (int * int * elem * 'a -> 'a) -> 'a -> region -> 'a
  val fromList : elem list list -> array
  val modify : traversal -> (elem -> elem) -> array -> unit
  val modifyi : traversal -> (int * int * elem -> elem) -> region -> unit
  val nCols : array -> int
  val nRows : array -> int
  val row : array * int -> vector
  val sub : array * int * int -> elem
  val tabulate : traversal -> int * int * (int * int -> elem) -> array
  val update : array * int * int * elem -> unit
end = BoolArray2

structure Check_IntArray : sig
  eqtype elem
  type array = int Array.array
  type vector = int Array.vector
  val all : (elem -> bool) -> array -> bool
  val app : (elem -> unit) -> array -> unit
  val appi : (int * elem -> unit) -> array -> unit
  val array : int * elem -> array
  val collate : (elem * elem -> order) -> array * array -> order
  val copy : {di: int, dst: array, src: array} -> unit
  val copyVec : {di: int, dst: array, src: vector} -> unit
  val exists : (elem -> bool) -> array -> bool
  val find : (elem -> bool) -> array -> elem option
  val findi : (int * elem -> bool) -> array -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
  val fromList : elem list -> array
  val length : array -> int
  val maxLen : int
  val modify : (elem -> elem) -> array -> unit
  val modifyi : (int * elem -> elem) -> array -> unit
  val sub : array * int -> elem
  val tabulate : int * (int -> elem) -> array
  val update : array * int * elem -> unit
  val vector : array -> vector
end = IntArray

structure Check_IntVector : sig
  eqtype elem
  type vector = int Vector.vector
  val all : (elem -> bool) -> vector -> bool
  val app : (elem -> unit) -> vector -> unit
  val appi : (int * elem -> unit) -> vector -> unit
  val collate : (elem * elem -> order) -> vector * vector -> order
  val concat : vector list -> vector
  val exists : (elem -> bool) -> vector -> bool
  val find : (elem -> bool) -> vector -> elem option
  val findi : (int * elem -> bool) -> vector -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val fromList : elem list -> vector
  val length : vector -> int
  val map : (elem -> elem) -> vector -> vector
  val mapi : (int * elem -> elem) -> vector -> vector
  val maxLen : int
  val sub : vector * int -> elem
  val tabulate : int * (int -> elem) -> vector
  val update : vector * int * elem -> vector
end = IntVector

structure Check_IntArraySlice : sig
  eqtype elem
  type array = IntArray.array
  type slice = int ArraySlice.slice
  type vector = IntVector.vector
  type vector_slice = IntVectorSlice.slice
  val all : (elem -> bool) -> slice -> bool
  val app : (elem -> unit) -> slice -> unit
  val appi : (int * elem -> unit) -> slice -> unit
  val base : slice -> array * int * int
  val collate : (elem * elem -> order) -> slice * slice -> order
  val copy : {di: int, dst: array, src: slice} -> unit
  val copyVec : {di: int, dst: array, src: vector_slice} -> unit
  val exists : (elem -> bool) -> slice -> bool
  val find : (elem -> bool) -> slice -> elem option
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val full : array -> slice
  val getItem : slice -> (elem * slice) option
  val isEmpty : slice -> bool
  val length : slice -> int
  val modify : (elem -> elem) -> slice -> unit
  val modifyi : (int * elem -> elem) -> slice -> unit
  val slice : array * int * int option -> slice
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val update : slice * int * elem -> unit
  val vector : slice -> vector
end = IntArraySlice

structure Check_IntVectorSlice : sig
  eqtype elem
  type slice = int VectorSlice.slice
  type vector = IntVector.vector
  val all : (elem -> bool) -> slice -> bool
  val app : (elem -> unit) -> slice -> unit
  val appi : (int * elem -> unit) -> slice -> unit
  val base : slice -> vector * int * int
  val collate : (elem * elem -> order) -> slice * slice -> order
  val concat : slice list -> vector
  val exists : (elem -> bool) -> slice -> bool
  val find : (elem -> bool) -> slice -> elem option
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val foldl : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldli : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> slice -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> slice -> 'a
  val full : vector -> slice
  val getItem : slice -> (elem * slice) option
  val isEmpty : slice -> bool
  val length : slice -> int
  val map : (elem -> elem) -> slice -> vector
  val mapi : (int * elem -> elem) -> slice -> vector
  val slice : vector * int * int option -> slice
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val vector : slice -> vector
end = IntVectorSlice

structure Check_IntArray2 : sig
  eqtype elem
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = IntVector.vector
  val app : traversal -> (elem -> unit) -> array -> unit
  val appi : traversal -> (int * int * elem -> unit) -> region -> unit
  val array : int * int * elem -> array
  val column : array * int -> vector
  val copy : {dst: array, dst_col: int, dst_row: int, src: region} -> unit
  val dimensions : array -> int * int
  val fold : traversal -> (elem * 'a -> 'a) -> 'a -> array -> 'a
  val foldi : traversal -> (int * int * elem * 'a -> 'a) -> 'a -> region -> 'a
  val fromList : elem list list -> array
  val modify : traversal -> (elem -> elem) -> array -> unit
  val modifyi : traversal -> (int * int * elem -> elem) -> region -> unit
  val nCols : array -> int
  val nRows : array -> int
  val row : array * int -> vector
  val sub : array * int * int -> elem
  val tabulate : traversal -> int * int * (int * int -> elem) -> array
  val update : array * int * int * elem -> unit
end = IntArray2

structure N1 : LIST = List
structure N2 : LIST_PAIR = ListPair
structure N3 : VECTOR = Vector
structure N4 : VECTOR_SLICE = VectorSlice
structure N5 : ARRAY = Array
structure N6 : ARRAY_SLICE = ArraySlice
structure N7 : ARRAY2 = Array2
structure N8 : MONO_VECTOR = Word8Vector
structure N9 : MONO_ARRAY = Word8Array
structure N10 : MONO_VECTOR_SLICE = Word8VectorSlice
structure N11 : MONO_ARRAY_SLICE = Word8ArraySlice
structure N12 : MONO_ARRAY2 = Word8Array2
structure N13 : MONO_ARRAY = RealArray
structure N14 : MONO_VECTOR = RealVector
structure N15 : MONO_ARRAY_SLICE = RealArraySlice
structure N16 : MONO_VECTOR_SLICE = RealVectorSlice
structure N17 : MONO_ARRAY2 = RealArray2
structure N18 : MONO_ARRAY = BoolArray
structure N19 : MONO_VECTOR = BoolVector
structure N20 : MONO_ARRAY2 = BoolArray2
structure N21 : MONO_ARRAY = IntArray
structure N22 : MONO_VECTOR = IntVector
structure N23 : MONO_ARRAY_SLICE = IntArraySlice
structure N24 : MONO_VECTOR_SLICE = IntVectorSlice
structure N25 : MONO_ARRAY2 = IntArray2
(* a sealed array with the spec's types usable *)
structure O1 :> MONO_ARRAY where type elem = int where type vector = IntVector.vector = IntArray

fun show l = print (String.concatWith " " l ^ "\n")
fun ints l = show (map Int.toString l)
val _ = ints (Check_List.tabulate (4, fn i => i * i) @ Check_List.drop ([9, 8, 7], 1))
val _ = ints (Check_ListPair.map op * ([1, 2, 3], [4, 5, 6]))
val v = Check_Vector.tabulate (5, fn i => 10 * i)
val _ = ints (Check_Vector.foldr op :: [] (Check_VectorSlice.vector (Check_VectorSlice.slice (v, 1, SOME 3))))
val a = Check_Array.fromList [3, 1, 2]
val _ = Check_ArraySlice.modify (fn x => x * 100) (Check_ArraySlice.slice (a, 1, NONE))
val _ = ints (Check_Array.foldr op :: [] a)
val m = Check_Array2.tabulate Check_Array2.RowMajor (2, 2, fn (i, j) => 2 * i + j)
val _ = ints [Check_Array2.fold Check_Array2.ColMajor (fn (x, s) => 10 * s + x) 0 m]
val w = Check_Word8Array.tabulate (4, fn i => Word8.fromInt (i + 65))
val _ = show [Byte.bytesToString (Check_Word8Array.vector w),
              Word8.toString (Check_Word8VectorSlice.sub (Check_Word8VectorSlice.full (Check_Word8Vector.fromList [0w15]), 0))]
val _ = show [Real.toString (Check_RealVector.foldl op + 0.0 (Check_RealVector.fromList [0.5, 1.25])),
              Bool.toString (Check_BoolArray.exists not (Check_BoolArray.array (2, true))),
              Int.toString (Check_IntArraySlice.length (Check_IntArraySlice.full (Check_IntArray.array (3, 0)))),
              Int.toString (O1.foldl op + 0 (O1.fromList [4, 5]))]
