(* no-poly *)
(* Basis signatures of the structures Poly/ML 5.7.1 lacks: Int8, Int16,
   Int64, Word16, Real64, Real32, PackWord64Big/Little, PackReal64Big/
   Little match the signature Poly prints for Int32, Word32, Real,
   PackWord32Big/Little and PackRealBig/Little (Real32's toLarge/fromLarge
   with LargeReal.real), and the monomorphic vectors, arrays, slices and
   Array2s of Int8..Int64, LargeInt, Word, Word16..Word64, LargeWord,
   Real32, Real64 and LargeReal the one Poly prints for IntArray...,
   with elem the element type (see basis/README.md, "Signature checks");
   each matches its spec signature by name.  Then a few calls through the
   checked structures. *)

structure Check_Int8 : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val ~ : int -> int
end = Int8

structure Check_Int16 : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val ~ : int -> int
end = Int16

structure Check_Int64 : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val ~ : int -> int
end = Int64

structure Check_Word16 : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * Word.word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * Word.word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * Word.word -> word
end = Word16

structure Check_Real64 : sig
  type real
  structure Math: MATH
  val != : real * real -> bool
  val * : real * real -> real
  val *+ : real * real * real -> real
  val *- : real * real * real -> real
  val + : real * real -> real
  val - : real * real -> real
  val / : real * real -> real
  val < : real * real -> bool
  val <= : real * real -> bool
  val == : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val ?= : real * real -> bool
  val abs : real -> real
  val ceil : real -> int
  val checkFloat : real -> real
  val class : real -> IEEEReal.float_class
  val compare : real * real -> order
  val compareReal : real * real -> IEEEReal.real_order
  val copySign : real * real -> real
  val floor : real -> int
  val fmt : StringCvt.realfmt -> real -> string
  val fromDecimal : IEEEReal.decimal_approx -> real option
  val fromInt : int -> real
  val fromLarge : IEEEReal.rounding_mode -> real -> real
  val fromLargeInt : LargeInt.int -> real
  val fromManExp : {exp: int, man: real} -> real
  val fromString : string -> real option
  val isFinite : real -> bool
  val isNan : real -> bool
  val isNormal : real -> bool
  val max : real * real -> real
  val maxFinite : real
  val min : real * real -> real
  val minNormalPos : real
  val minPos : real
  val negInf : real
  val nextAfter : real * real -> real
  val posInf : real
  val precision : int
  val radix : int
  val realCeil : real -> real
  val realFloor : real -> real
  val realMod : real -> real
  val realRound : real -> real
  val realTrunc : real -> real
  val rem : real * real -> real
  val round : real -> int
  val sameSign : real * real -> bool
  val scan : (char, 'a) StringCvt.reader -> (real, 'a) StringCvt.reader
  val sign : real -> int
  val signBit : real -> bool
  val split : real -> {frac: real, whole: real}
  val toDecimal : real -> IEEEReal.decimal_approx
  val toInt : IEEEReal.rounding_mode -> real -> int
  val toLarge : real -> real
  val toLargeInt : IEEEReal.rounding_mode -> real -> LargeInt.int
  val toManExp : real -> {exp: int, man: real}
  val toString : real -> string
  val trunc : real -> int
  val unordered : real * real -> bool
  val ~ : real -> real
end = Real64

structure Check_Real32 : sig
  type real
  structure Math: MATH
  val != : real * real -> bool
  val * : real * real -> real
  val *+ : real * real * real -> real
  val *- : real * real * real -> real
  val + : real * real -> real
  val - : real * real -> real
  val / : real * real -> real
  val < : real * real -> bool
  val <= : real * real -> bool
  val == : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val ?= : real * real -> bool
  val abs : real -> real
  val ceil : real -> int
  val checkFloat : real -> real
  val class : real -> IEEEReal.float_class
  val compare : real * real -> order
  val compareReal : real * real -> IEEEReal.real_order
  val copySign : real * real -> real
  val floor : real -> int
  val fmt : StringCvt.realfmt -> real -> string
  val fromDecimal : IEEEReal.decimal_approx -> real option
  val fromInt : int -> real
  val fromLarge : IEEEReal.rounding_mode -> LargeReal.real -> real
  val fromLargeInt : LargeInt.int -> real
  val fromManExp : {exp: int, man: real} -> real
  val fromString : string -> real option
  val isFinite : real -> bool
  val isNan : real -> bool
  val isNormal : real -> bool
  val max : real * real -> real
  val maxFinite : real
  val min : real * real -> real
  val minNormalPos : real
  val minPos : real
  val negInf : real
  val nextAfter : real * real -> real
  val posInf : real
  val precision : int
  val radix : int
  val realCeil : real -> real
  val realFloor : real -> real
  val realMod : real -> real
  val realRound : real -> real
  val realTrunc : real -> real
  val rem : real * real -> real
  val round : real -> int
  val sameSign : real * real -> bool
  val scan : (char, 'a) StringCvt.reader -> (real, 'a) StringCvt.reader
  val sign : real -> int
  val signBit : real -> bool
  val split : real -> {frac: real, whole: real}
  val toDecimal : real -> IEEEReal.decimal_approx
  val toInt : IEEEReal.rounding_mode -> real -> int
  val toLarge : real -> LargeReal.real
  val toLargeInt : IEEEReal.rounding_mode -> real -> LargeInt.int
  val toManExp : real -> {exp: int, man: real}
  val toString : real -> string
  val trunc : real -> int
  val unordered : real * real -> bool
  val ~ : real -> real
end = Real32

structure Check_PackWord64Big : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord64Big

structure Check_PackReal64Big : sig
  type real
  val bytesPerElem : int
  val fromBytes : Word8Vector.vector -> real
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> real
  val subVec : Word8Vector.vector * int -> real
  val toBytes : real -> Word8Vector.vector
  val update : Word8Array.array * int * real -> unit
end = PackReal64Big

structure Check_PackWord64Little : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord64Little

structure Check_PackReal64Little : sig
  type real
  val bytesPerElem : int
  val fromBytes : Word8Vector.vector -> real
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> real
  val subVec : Word8Vector.vector * int -> real
  val toBytes : real -> Word8Vector.vector
  val update : Word8Array.array * int * real -> unit
end = PackReal64Little

structure Check_Int8Array : sig
  type elem = Int8.int
  type array = Int8.int Array.array
  type vector = Int8.int Array.vector
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
end = Int8Array

structure Check_Int8Vector : sig
  type elem = Int8.int
  type vector = Int8.int Vector.vector
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
end = Int8Vector

structure Check_Int8ArraySlice : sig
  type elem = Int8.int
  type array = Int8Array.array
  type slice = Int8.int ArraySlice.slice
  type vector = Int8Vector.vector
  type vector_slice = Int8VectorSlice.slice
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
end = Int8ArraySlice

structure Check_Int8VectorSlice : sig
  type elem = Int8.int
  type slice = Int8.int VectorSlice.slice
  type vector = Int8Vector.vector
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
end = Int8VectorSlice

structure Check_Int8Array2 : sig
  type elem = Int8.int
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Int8Vector.vector
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
end = Int8Array2

structure Check_Int16Array : sig
  type elem = Int16.int
  type array = Int16.int Array.array
  type vector = Int16.int Array.vector
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
end = Int16Array

structure Check_Int16Vector : sig
  type elem = Int16.int
  type vector = Int16.int Vector.vector
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
end = Int16Vector

structure Check_Int16ArraySlice : sig
  type elem = Int16.int
  type array = Int16Array.array
  type slice = Int16.int ArraySlice.slice
  type vector = Int16Vector.vector
  type vector_slice = Int16VectorSlice.slice
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
end = Int16ArraySlice

structure Check_Int16VectorSlice : sig
  type elem = Int16.int
  type slice = Int16.int VectorSlice.slice
  type vector = Int16Vector.vector
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
end = Int16VectorSlice

structure Check_Int16Array2 : sig
  type elem = Int16.int
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Int16Vector.vector
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
end = Int16Array2

structure Check_Int32Array : sig
  type elem = Int32.int
  type array = Int32.int Array.array
  type vector = Int32.int Array.vector
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
end = Int32Array

structure Check_Int32Vector : sig
  type elem = Int32.int
  type vector = Int32.int Vector.vector
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
end = Int32Vector

structure Check_Int32ArraySlice : sig
  type elem = Int32.int
  type array = Int32Array.array
  type slice = Int32.int ArraySlice.slice
  type vector = Int32Vector.vector
  type vector_slice = Int32VectorSlice.slice
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
end = Int32ArraySlice

structure Check_Int32VectorSlice : sig
  type elem = Int32.int
  type slice = Int32.int VectorSlice.slice
  type vector = Int32Vector.vector
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
end = Int32VectorSlice

structure Check_Int32Array2 : sig
  type elem = Int32.int
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Int32Vector.vector
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
end = Int32Array2

structure Check_Int64Array : sig
  type elem = Int64.int
  type array = Int64.int Array.array
  type vector = Int64.int Array.vector
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
end = Int64Array

structure Check_Int64Vector : sig
  type elem = Int64.int
  type vector = Int64.int Vector.vector
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
end = Int64Vector

structure Check_Int64ArraySlice : sig
  type elem = Int64.int
  type array = Int64Array.array
  type slice = Int64.int ArraySlice.slice
  type vector = Int64Vector.vector
  type vector_slice = Int64VectorSlice.slice
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
end = Int64ArraySlice

structure Check_Int64VectorSlice : sig
  type elem = Int64.int
  type slice = Int64.int VectorSlice.slice
  type vector = Int64Vector.vector
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
end = Int64VectorSlice

structure Check_Int64Array2 : sig
  type elem = Int64.int
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Int64Vector.vector
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
end = Int64Array2

structure Check_LargeIntArray : sig
  type elem = LargeInt.int
  type array = LargeInt.int Array.array
  type vector = LargeInt.int Array.vector
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
end = LargeIntArray

structure Check_LargeIntVector : sig
  type elem = LargeInt.int
  type vector = LargeInt.int Vector.vector
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
end = LargeIntVector

structure Check_LargeIntArraySlice : sig
  type elem = LargeInt.int
  type array = LargeIntArray.array
  type slice = LargeInt.int ArraySlice.slice
  type vector = LargeIntVector.vector
  type vector_slice = LargeIntVectorSlice.slice
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
end = LargeIntArraySlice

structure Check_LargeIntVectorSlice : sig
  type elem = LargeInt.int
  type slice = LargeInt.int VectorSlice.slice
  type vector = LargeIntVector.vector
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
end = LargeIntVectorSlice

structure Check_LargeIntArray2 : sig
  type elem = LargeInt.int
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = LargeIntVector.vector
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
end = LargeIntArray2

structure Check_WordArray : sig
  type elem = Word.word
  type array = Word.word Array.array
  type vector = Word.word Array.vector
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
end = WordArray

structure Check_WordVector : sig
  type elem = Word.word
  type vector = Word.word Vector.vector
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
end = WordVector

structure Check_WordArraySlice : sig
  type elem = Word.word
  type array = WordArray.array
  type slice = Word.word ArraySlice.slice
  type vector = WordVector.vector
  type vector_slice = WordVectorSlice.slice
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
end = WordArraySlice

structure Check_WordVectorSlice : sig
  type elem = Word.word
  type slice = Word.word VectorSlice.slice
  type vector = WordVector.vector
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
end = WordVectorSlice

structure Check_WordArray2 : sig
  type elem = Word.word
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = WordVector.vector
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
end = WordArray2

structure Check_Word16Array : sig
  type elem = Word16.word
  type array = Word16.word Array.array
  type vector = Word16.word Array.vector
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
end = Word16Array

structure Check_Word16Vector : sig
  type elem = Word16.word
  type vector = Word16.word Vector.vector
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
end = Word16Vector

structure Check_Word16ArraySlice : sig
  type elem = Word16.word
  type array = Word16Array.array
  type slice = Word16.word ArraySlice.slice
  type vector = Word16Vector.vector
  type vector_slice = Word16VectorSlice.slice
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
end = Word16ArraySlice

structure Check_Word16VectorSlice : sig
  type elem = Word16.word
  type slice = Word16.word VectorSlice.slice
  type vector = Word16Vector.vector
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
end = Word16VectorSlice

structure Check_Word16Array2 : sig
  type elem = Word16.word
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Word16Vector.vector
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
end = Word16Array2

structure Check_Word32Array : sig
  type elem = Word32.word
  type array = Word32.word Array.array
  type vector = Word32.word Array.vector
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
end = Word32Array

structure Check_Word32Vector : sig
  type elem = Word32.word
  type vector = Word32.word Vector.vector
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
end = Word32Vector

structure Check_Word32ArraySlice : sig
  type elem = Word32.word
  type array = Word32Array.array
  type slice = Word32.word ArraySlice.slice
  type vector = Word32Vector.vector
  type vector_slice = Word32VectorSlice.slice
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
end = Word32ArraySlice

structure Check_Word32VectorSlice : sig
  type elem = Word32.word
  type slice = Word32.word VectorSlice.slice
  type vector = Word32Vector.vector
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
end = Word32VectorSlice

structure Check_Word32Array2 : sig
  type elem = Word32.word
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Word32Vector.vector
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
end = Word32Array2

structure Check_Word64Array : sig
  type elem = Word64.word
  type array = Word64.word Array.array
  type vector = Word64.word Array.vector
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
end = Word64Array

structure Check_Word64Vector : sig
  type elem = Word64.word
  type vector = Word64.word Vector.vector
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
end = Word64Vector

structure Check_Word64ArraySlice : sig
  type elem = Word64.word
  type array = Word64Array.array
  type slice = Word64.word ArraySlice.slice
  type vector = Word64Vector.vector
  type vector_slice = Word64VectorSlice.slice
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
end = Word64ArraySlice

structure Check_Word64VectorSlice : sig
  type elem = Word64.word
  type slice = Word64.word VectorSlice.slice
  type vector = Word64Vector.vector
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
end = Word64VectorSlice

structure Check_Word64Array2 : sig
  type elem = Word64.word
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Word64Vector.vector
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
end = Word64Array2

structure Check_LargeWordArray : sig
  type elem = LargeWord.word
  type array = LargeWord.word Array.array
  type vector = LargeWord.word Array.vector
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
end = LargeWordArray

structure Check_LargeWordVector : sig
  type elem = LargeWord.word
  type vector = LargeWord.word Vector.vector
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
end = LargeWordVector

structure Check_LargeWordArraySlice : sig
  type elem = LargeWord.word
  type array = LargeWordArray.array
  type slice = LargeWord.word ArraySlice.slice
  type vector = LargeWordVector.vector
  type vector_slice = LargeWordVectorSlice.slice
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
end = LargeWordArraySlice

structure Check_LargeWordVectorSlice : sig
  type elem = LargeWord.word
  type slice = LargeWord.word VectorSlice.slice
  type vector = LargeWordVector.vector
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
end = LargeWordVectorSlice

structure Check_LargeWordArray2 : sig
  type elem = LargeWord.word
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = LargeWordVector.vector
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
end = LargeWordArray2

structure Check_Real32Array : sig
  type elem = Real32.real
  type array = Real32.real Array.array
  type vector = Real32.real Array.vector
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
end = Real32Array

structure Check_Real32Vector : sig
  type elem = Real32.real
  type vector = Real32.real Vector.vector
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
end = Real32Vector

structure Check_Real32ArraySlice : sig
  type elem = Real32.real
  type array = Real32Array.array
  type slice = Real32.real ArraySlice.slice
  type vector = Real32Vector.vector
  type vector_slice = Real32VectorSlice.slice
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
end = Real32ArraySlice

structure Check_Real32VectorSlice : sig
  type elem = Real32.real
  type slice = Real32.real VectorSlice.slice
  type vector = Real32Vector.vector
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
end = Real32VectorSlice

structure Check_Real32Array2 : sig
  type elem = Real32.real
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Real32Vector.vector
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
end = Real32Array2

structure Check_Real64Array : sig
  type elem = Real64.real
  type array = Real64.real Array.array
  type vector = Real64.real Array.vector
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
end = Real64Array

structure Check_Real64Vector : sig
  type elem = Real64.real
  type vector = Real64.real Vector.vector
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
end = Real64Vector

structure Check_Real64ArraySlice : sig
  type elem = Real64.real
  type array = Real64Array.array
  type slice = Real64.real ArraySlice.slice
  type vector = Real64Vector.vector
  type vector_slice = Real64VectorSlice.slice
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
end = Real64ArraySlice

structure Check_Real64VectorSlice : sig
  type elem = Real64.real
  type slice = Real64.real VectorSlice.slice
  type vector = Real64Vector.vector
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
end = Real64VectorSlice

structure Check_Real64Array2 : sig
  type elem = Real64.real
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = Real64Vector.vector
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
end = Real64Array2

structure Check_LargeRealArray : sig
  type elem = LargeReal.real
  type array = LargeReal.real Array.array
  type vector = LargeReal.real Array.vector
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
end = LargeRealArray

structure Check_LargeRealVector : sig
  type elem = LargeReal.real
  type vector = LargeReal.real Vector.vector
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
end = LargeRealVector

structure Check_LargeRealArraySlice : sig
  type elem = LargeReal.real
  type array = LargeRealArray.array
  type slice = LargeReal.real ArraySlice.slice
  type vector = LargeRealVector.vector
  type vector_slice = LargeRealVectorSlice.slice
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
end = LargeRealArraySlice

structure Check_LargeRealVectorSlice : sig
  type elem = LargeReal.real
  type slice = LargeReal.real VectorSlice.slice
  type vector = LargeRealVector.vector
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
end = LargeRealVectorSlice

structure Check_LargeRealArray2 : sig
  type elem = LargeReal.real
  datatype traversal = ColMajor | RowMajor
  type array = elem Array2.array
  type region = {base: array, col: int, ncols: int option, nrows: int option, row: int}
  type vector = LargeRealVector.vector
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
end = LargeRealArray2

structure N0 : INTEGER = Int8
structure N1 : INTEGER = Int16
structure N2 : INTEGER = Int64
structure N3 : WORD = Word16
structure N4 : REAL = Real64
structure N5 : REAL = Real32
structure N6 : PACK_WORD = PackWord64Big
structure N7 : PACK_WORD = PackWord64Little
structure N8 : PACK_REAL = PackReal64Big
structure N9 : PACK_REAL = PackReal64Little
structure N10 : MONO_VECTOR = Int8Vector
structure N11 : MONO_ARRAY = Int8Array
structure N12 : MONO_VECTOR_SLICE = Int8VectorSlice
structure N13 : MONO_ARRAY_SLICE = Int8ArraySlice
structure N14 : MONO_ARRAY2 = Int8Array2
structure N15 : MONO_VECTOR = Int16Vector
structure N16 : MONO_ARRAY = Int16Array
structure N17 : MONO_VECTOR_SLICE = Int16VectorSlice
structure N18 : MONO_ARRAY_SLICE = Int16ArraySlice
structure N19 : MONO_ARRAY2 = Int16Array2
structure N20 : MONO_VECTOR = Int32Vector
structure N21 : MONO_ARRAY = Int32Array
structure N22 : MONO_VECTOR_SLICE = Int32VectorSlice
structure N23 : MONO_ARRAY_SLICE = Int32ArraySlice
structure N24 : MONO_ARRAY2 = Int32Array2
structure N25 : MONO_VECTOR = Int64Vector
structure N26 : MONO_ARRAY = Int64Array
structure N27 : MONO_VECTOR_SLICE = Int64VectorSlice
structure N28 : MONO_ARRAY_SLICE = Int64ArraySlice
structure N29 : MONO_ARRAY2 = Int64Array2
structure N30 : MONO_VECTOR = LargeIntVector
structure N31 : MONO_ARRAY = LargeIntArray
structure N32 : MONO_VECTOR_SLICE = LargeIntVectorSlice
structure N33 : MONO_ARRAY_SLICE = LargeIntArraySlice
structure N34 : MONO_ARRAY2 = LargeIntArray2
structure N35 : MONO_VECTOR = WordVector
structure N36 : MONO_ARRAY = WordArray
structure N37 : MONO_VECTOR_SLICE = WordVectorSlice
structure N38 : MONO_ARRAY_SLICE = WordArraySlice
structure N39 : MONO_ARRAY2 = WordArray2
structure N40 : MONO_VECTOR = Word16Vector
structure N41 : MONO_ARRAY = Word16Array
structure N42 : MONO_VECTOR_SLICE = Word16VectorSlice
structure N43 : MONO_ARRAY_SLICE = Word16ArraySlice
structure N44 : MONO_ARRAY2 = Word16Array2
structure N45 : MONO_VECTOR = Word32Vector
structure N46 : MONO_ARRAY = Word32Array
structure N47 : MONO_VECTOR_SLICE = Word32VectorSlice
structure N48 : MONO_ARRAY_SLICE = Word32ArraySlice
structure N49 : MONO_ARRAY2 = Word32Array2
structure N50 : MONO_VECTOR = Word64Vector
structure N51 : MONO_ARRAY = Word64Array
structure N52 : MONO_VECTOR_SLICE = Word64VectorSlice
structure N53 : MONO_ARRAY_SLICE = Word64ArraySlice
structure N54 : MONO_ARRAY2 = Word64Array2
structure N55 : MONO_VECTOR = LargeWordVector
structure N56 : MONO_ARRAY = LargeWordArray
structure N57 : MONO_VECTOR_SLICE = LargeWordVectorSlice
structure N58 : MONO_ARRAY_SLICE = LargeWordArraySlice
structure N59 : MONO_ARRAY2 = LargeWordArray2
structure N60 : MONO_VECTOR = Real32Vector
structure N61 : MONO_ARRAY = Real32Array
structure N62 : MONO_VECTOR_SLICE = Real32VectorSlice
structure N63 : MONO_ARRAY_SLICE = Real32ArraySlice
structure N64 : MONO_ARRAY2 = Real32Array2
structure N65 : MONO_VECTOR = Real64Vector
structure N66 : MONO_ARRAY = Real64Array
structure N67 : MONO_VECTOR_SLICE = Real64VectorSlice
structure N68 : MONO_ARRAY_SLICE = Real64ArraySlice
structure N69 : MONO_ARRAY2 = Real64Array2
structure N70 : MONO_VECTOR = LargeRealVector
structure N71 : MONO_ARRAY = LargeRealArray
structure N72 : MONO_VECTOR_SLICE = LargeRealVectorSlice
structure N73 : MONO_ARRAY_SLICE = LargeRealArraySlice
structure N74 : MONO_ARRAY2 = LargeRealArray2

fun show l = print (String.concatWith " " l ^ "\n")
val _ = show [Check_Int8.toString (Check_Int8.fromInt ~128), Int.toString (valOf Check_Int16.precision),
              Check_Int64.toString (valOf Check_Int64.maxInt), (Check_Int8.toString (Check_Int8.fromInt 128)) handle Overflow => "Overflow"]
val _ = show [Check_Word16.toString (Check_Word16.fromInt ~1), Int.toString Check_Word16.wordSize,
              Check_Real64.toString (Check_Real64.fromInt 3 / 2.0), Check_Real32.toString (Check_Real32.fromInt 1 / Check_Real32.fromInt 3)]
val bytes = Word8Array.array (8, 0w0)
val _ = Check_PackWord64Big.update (bytes, 0, 0wx0102030405060708)
val _ = show [LargeWord.toString (Check_PackWord64Little.subArr (bytes, 0)),
              Real.toString (Check_PackReal64Big.fromBytes (Check_PackReal64Big.toBytes 2.5)),
              Word8.toString (Word8Vector.sub (Check_PackReal64Little.toBytes 2.5, 7))]
val _ = show [Int.toString (Check_Int8Vector.foldl (fn (x, s) => Int8.toInt x + s) 0 (Check_Int8Vector.fromList [1, 2, 3])),
              Check_Word16Array.foldr (fn (w, s) => Word16.toString w ^ s) "" (Check_Word16Array.array (2, 0wxAB)),
              Real.toString (Check_Real64ArraySlice.foldl op + 0.0 (Check_Real64ArraySlice.full (Check_Real64Array.fromList [1.5, 2.5]))),
              Int.toString (Check_LargeIntArray2.nCols (Check_LargeIntArray2.array (2, 5, 0)))]
