(* Basis signatures (text): General, Option, Bool, Char, String,
   Substring, StringCvt, CharVector, CharArray, CharVectorSlice,
   CharArraySlice, CharArray2, Text and Byte each match, by transparent
   ascription, the signature Poly/ML 5.7.1 prints for its structure
   (`structure Y = struct open String end`), specs reordered so that types
   come before their uses (see basis/README.md, "Signature checks"); the
   top-level types, exceptions and values of the spec match
   theirs; each structure matches its spec signature by name.  Then a few
   calls through the checked structures. *)

structure Check_General : sig
  type exn
  datatype order = datatype order
  type unit = unit
  exception Bind
  exception Chr
  exception Div
  exception Domain
  exception Fail of string
  exception Match
  exception Overflow
  exception Size
  exception Span
  exception Subscript
  val ! : 'a ref -> 'a
  val := : 'a ref * 'a -> unit
  val before : 'a * unit -> 'a
  val exnMessage : exn -> string
  val exnName : exn -> string
  val ignore : 'a -> unit
  val o : ('a -> 'b) * ('c -> 'a) -> 'c -> 'b
end = General

structure Check_Option : sig
  datatype option = datatype option
  exception Option
  val app : ('a -> unit) -> 'a option -> unit
  val compose : ('a -> 'b) * ('c -> 'a option) -> 'c -> 'b option
  val composePartial : ('a -> 'b option) * ('c -> 'a option) -> 'c -> 'b option
  val filter : ('a -> bool) -> 'a -> 'a option
  val getOpt : 'a option * 'a -> 'a
  val isSome : 'a option -> bool
  val join : 'a option option -> 'a option
  val map : ('a -> 'b) -> 'a option -> 'b option
  val mapPartial : ('a -> 'b option) -> 'a option -> 'b option
  val valOf : 'a option -> 'a
end = Option

structure Check_Bool : sig
  datatype bool = datatype bool
  val fromString : string -> bool option
  val not : bool -> bool
  val scan : (char, 'a) StringCvt.reader -> (bool, 'a) StringCvt.reader
  val toString : bool -> string
end = Bool

structure Check_Char : sig
  eqtype char
  eqtype string
  val < : char * char -> bool
  val <= : char * char -> bool
  val > : char * char -> bool
  val >= : char * char -> bool
  val chr : int -> char
  val compare : char * char -> order
  val contains : string -> char -> bool
  val fromCString : string -> char option
  val fromString : string -> char option
  val isAlpha : char -> bool
  val isAlphaNum : char -> bool
  val isAscii : char -> bool
  val isCntrl : char -> bool
  val isDigit : char -> bool
  val isGraph : char -> bool
  val isHexDigit : char -> bool
  val isLower : char -> bool
  val isPrint : char -> bool
  val isPunct : char -> bool
  val isSpace : char -> bool
  val isUpper : char -> bool
  val maxChar : char
  val maxOrd : int
  val minChar : char
  val notContains : string -> char -> bool
  val ord : char -> int
  val pred : char -> char
  val scan : (char, 'a) StringCvt.reader -> (char, 'a) StringCvt.reader
  val succ : char -> char
  val toCString : char -> string
  val toLower : char -> char
  val toString : char -> string
  val toUpper : char -> char
end = Char

structure Check_String : sig
  eqtype char
  eqtype string
  val < : string * string -> bool
  val <= : string * string -> bool
  val > : string * string -> bool
  val >= : string * string -> bool
  val ^ : string * string -> string
  val collate : (char * char -> order) -> string * string -> order
  val compare : string * string -> order
  val concat : string list -> string
  val concatWith : string -> string list -> string
  val explode : string -> char list
  val extract : string * int * int option -> string
  val fields : (char -> bool) -> string -> string list
  val fromCString : string -> string option
  val fromString : string -> string option
  val implode : char list -> string
  val isPrefix : string -> string -> bool
  val isSubstring : string -> string -> bool
  val isSuffix : string -> string -> bool
  val map : (char -> char) -> string -> string
  val maxSize : int
  val scan : (char, 'a) StringCvt.reader -> (string, 'a) StringCvt.reader
  val size : string -> int
  val str : char -> string
  val sub : string * int -> char
  val substring : string * int * int -> string
  val toCString : string -> string
  val toString : string -> string
  val tokens : (char -> bool) -> string -> string list
  val translate : (char -> string) -> string -> string
end = String

structure Check_Substring : sig
  eqtype char
  eqtype string
  type substring
  val app : (char -> unit) -> substring -> unit
  val base : substring -> string * int * int
  val collate : (char * char -> order) -> substring * substring -> order
  val compare : substring * substring -> order
  val concat : substring list -> string
  val concatWith : string -> substring list -> string
  val dropl : (char -> bool) -> substring -> substring
  val dropr : (char -> bool) -> substring -> substring
  val explode : substring -> char list
  val extract : string * int * int option -> substring
  val fields : (char -> bool) -> substring -> substring list
  val first : substring -> char option
  val foldl : (char * 'a -> 'a) -> 'a -> substring -> 'a
  val foldr : (char * 'a -> 'a) -> 'a -> substring -> 'a
  val full : string -> substring
  val getc : substring -> (char * substring) option
  val isEmpty : substring -> bool
  val isPrefix : string -> substring -> bool
  val isSubstring : string -> substring -> bool
  val isSuffix : string -> substring -> bool
  val position : string -> substring -> substring * substring
  val size : substring -> int
  val slice : substring * int * int option -> substring
  val span : substring * substring -> substring
  val splitAt : substring * int -> substring * substring
  val splitl : (char -> bool) -> substring -> substring * substring
  val splitr : (char -> bool) -> substring -> substring * substring
  val string : substring -> string
  val sub : substring * int -> char
  val substring : string * int * int -> substring
  val takel : (char -> bool) -> substring -> substring
  val taker : (char -> bool) -> substring -> substring
  val tokens : (char -> bool) -> substring -> substring list
  val translate : (char -> string) -> substring -> string
  val triml : int -> substring -> substring
  val trimr : int -> substring -> substring
end = Substring

structure Check_StringCvt : sig
  eqtype cs
  datatype radix = BIN | DEC | HEX | OCT
  datatype realfmt = EXACT | FIX of int option | GEN of int option | SCI of int option
  type ('a, 'b) reader = 'b -> ('a * 'b) option
  val dropl : (char -> bool) -> (char, 'a) reader -> 'a -> 'a
  val padLeft : char -> int -> string -> string
  val padRight : char -> int -> string -> string
  val scanString : ((char, cs) reader -> ('a, cs) reader) -> string -> 'a option
  val skipWS : (char, 'a) reader -> 'a -> 'a
  val splitl : (char -> bool) -> (char, 'a) reader -> 'a -> string * 'a
  val takel : (char -> bool) -> (char, 'a) reader -> 'a -> string
end = StringCvt

structure Check_CharVector : sig
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
end = CharVector

structure Check_CharArray : sig
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
end = CharArray

structure Check_CharVectorSlice : sig
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
end = CharVectorSlice

structure Check_CharArraySlice : sig
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
end = CharArraySlice

structure Check_CharArray2 : sig
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
end = CharArray2

structure Check_Text : sig
  structure Char: CHAR
  structure CharArray: MONO_ARRAY
  structure CharArraySlice: MONO_ARRAY_SLICE
  structure CharVector: MONO_VECTOR
  structure CharVectorSlice: MONO_VECTOR_SLICE
  structure String: STRING
  structure Substring: SUBSTRING
end = Text

structure Check_Byte : sig
  val byteToChar : Word8.word -> char
  val bytesToString : Word8Vector.vector -> string
  val charToByte : char -> Word8.word
  val packString : Word8Array.array * int * substring -> unit
  val stringToBytes : string -> Word8Vector.vector
  val unpackString : Word8ArraySlice.slice -> string
  val unpackStringVec : Word8VectorSlice.slice -> string
end = Byte

structure CheckTop : sig
  type t1 = unit type t2 = int type t3 = word type t4 = real type t5 = char type t6 = string
  type t7 = substring type t8 = exn type 'a t9 = 'a array type 'a t10 = 'a vector type 'a t11 = 'a ref
  type t12 = bool type 'a t13 = 'a option type t14 = order type 'a t15 = 'a list
  exception Bind exception Chr exception Div exception Domain exception Empty exception Fail of string
  exception Match exception Option exception Overflow exception Size exception Span exception Subscript
  val ! : 'a ref -> 'a
  val := : 'a ref * 'a -> unit
  val @ : 'a list * 'a list -> 'a list
  val ^ : string * string -> string
  val app : ('a -> unit) -> 'a list -> unit
  val before : 'a * unit -> 'a
  val ceil : real -> int
  val chr : int -> char
  val concat : string list -> string
  val exnMessage : exn -> string
  val exnName : exn -> string
  val explode : string -> char list
  val floor : real -> int
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val getOpt : 'a option * 'a -> 'a
  val hd : 'a list -> 'a
  val ignore : 'a -> unit
  val implode : char list -> string
  val isSome : 'a option -> bool
  val length : 'a list -> int
  val map : ('a -> 'b) -> 'a list -> 'b list
  val not : bool -> bool
  val null : 'a list -> bool
  val o : ('a -> 'b) * ('c -> 'a) -> 'c -> 'b
  val ord : char -> int
  val print : string -> unit
  val real : int -> real

  val rev : 'a list -> 'a list
  val round : real -> int
  val size : string -> int
  val str : char -> string
  val substring : string * int * int -> string
  val tl : 'a list -> 'a list
  val trunc : real -> int
  val valOf : 'a option -> 'a
  val vector : 'a list -> 'a vector
end = struct
  type t1 = unit type t2 = int type t3 = word type t4 = real type t5 = char type t6 = string
  type t7 = substring type t8 = exn type 'a t9 = 'a array type 'a t10 = 'a vector type 'a t11 = 'a ref
  type t12 = bool type 'a t13 = 'a option type t14 = order type 'a t15 = 'a list
  exception Bind = Bind exception Chr = Chr exception Div = Div exception Domain = Domain
  exception Empty = Empty exception Fail = Fail exception Match = Match exception Option = Option
  exception Overflow = Overflow exception Size = Size exception Span = Span exception Subscript = Subscript
  val ! = ! val op := = op := val op @ = op @ val op ^ = op ^ val app = app val op before = op before
  val ceil = ceil val chr = chr val concat = concat val exnMessage = exnMessage val exnName = exnName
  val explode = explode val floor = floor val foldl = foldl val foldr = foldr val getOpt = getOpt
  val hd = hd val ignore = ignore val implode = implode val isSome = isSome val length = length
  val map = map val not = not val null = null val op o = op o val ord = ord val print = print
  val real = real val rev = rev val round = round val size = size val str = str
  val substring = substring val tl = tl val trunc = trunc val valOf = valOf val vector = vector
end
(* the overloaded operators at their default and other types *)
val _ = (1 + 2 * 3 - 4 div 2 mod 3, ~1, abs ~2, 1.0 / 2.0, 0w1 + 0w2, 1 < 2, "a" <= "b", #"a" > #"b", 1.0 >= 2.0, 0w1 <> 0w2)
val _ = (Word8.fromInt 1 + 0w2, Int32.fromInt 1 * 2, IntInf.fromInt 1 div 2, abs (Int32.fromInt ~1), ~ 1.5, Real.abs 1.0)

structure N1 : GENERAL = General
structure N2 : OPTION = Option
structure N3 : BOOL = Bool
structure N4 : CHAR = Char
structure N5 : STRING = String
structure N6 : SUBSTRING = Substring
structure N7 : STRING_CVT = StringCvt
structure N8 : MONO_VECTOR = CharVector
structure N9 : MONO_ARRAY = CharArray
structure N10 : MONO_VECTOR_SLICE = CharVectorSlice
structure N11 : MONO_ARRAY_SLICE = CharArraySlice
structure N12 : MONO_ARRAY2 = CharArray2
structure N13 : TEXT = Text
structure N14 : BYTE = Byte
(* opaque ascriptions keep the spec's types usable *)
structure O1 :> STRING where type string = string where type char = char = String
structure O2 :> MONO_ARRAY where type elem = char where type vector = string = CharArray

fun show l = print (String.concatWith " " l ^ "\n")
val _ = show (Check_String.tokens Check_Char.isSpace " to  be or ")
val _ = show [Check_Char.toString #"\t", Check_Char.toCString #"\000", Check_String.toString "a\"b",
              Check_Bool.toString (Check_Bool.not false)]
val _ = show [Check_Substring.string (Check_Substring.triml 2 (Check_Substring.full "abcdef")),
              Check_StringCvt.padLeft #"*" 6 "xy", O1.concatWith "-" ["p", "q"]]
val _ = show [Check_CharVector.map Check_Char.toUpper "shout", Check_CharArray.vector (Check_CharArray.tabulate (3, fn i => Check_Char.chr (97 + i))),
              Check_CharVectorSlice.vector (Check_CharVectorSlice.slice ("window", 1, SOME 3)),
              O2.vector (O2.array (2, #"z"))]
val _ = show [Check_Byte.bytesToString (Check_Byte.stringToBytes "bytes"), Check_Text.String.str (Check_Text.Char.chr 65),
              Check_General.exnName Check_General.Span, Int.toString (Check_Option.getOpt (NONE, 7))]
val _ = show [CheckTop.implode (CheckTop.rev (CheckTop.explode "olleh")), Int.toString (CheckTop.foldl op + 0 [1, 2, 3]),
              CheckTop.exnName CheckTop.Empty]
val _ = show (map (fn c => Int.toString (Check_Char.ord c)) (Check_String.explode (valOf (Check_String.fromString "\\065\\t"))))
