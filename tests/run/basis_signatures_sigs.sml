(* Basis signatures by name: for each signature of the spec that Skein
   provides, a functor over it ascribes its parameter to the signature
   Poly/ML 5.7.1 prints for it (every spec there, with its type; see
   basis/README.md, "Signature checks"), and, where Poly's printing keeps
   all of its type equations, a functor over Poly's signature ascribes its
   parameter to Skein's (no spec of Skein's is more specific than
   Poly's); then the type equations of the spec (TEXT_IO's vector =
   string, BIN_IO's StreamIO.reader = BinPrimIO.reader, REAL's Math.real
   = real, TEXT's sharing, CharVector.vector = string...), seen from
   functors and between structures.  Then a few functors applied to the
   Basis structures, and calls through the results. *)

functor CheckSig_ARRAY (S : ARRAY) = struct structure C : sig
  eqtype 'a array
  type 'a vector
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
end = S end

functor CheckSig_ARRAY2 (S : ARRAY2) = struct structure C : sig
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
end = S end

functor CheckSig_ARRAY_SLICE (S : ARRAY_SLICE) = struct structure C : sig
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
end = S end

functor CheckSig_BIN_IO (S : BIN_IO) = struct structure C : sig
  type elem
  type instream
  type outstream
  type vector
  structure StreamIO: STREAM_IO
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val flushOut : outstream -> unit
  val getInstream : instream -> StreamIO.instream
  val getOutstream : outstream -> StreamIO.outstream
  val getPosOut : outstream -> StreamIO.out_pos
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputAll : instream -> vector
  val inputN : instream * int -> vector
  val lookahead : instream -> elem option
  val mkInstream : StreamIO.instream -> instream
  val mkOutstream : StreamIO.outstream -> outstream
  val openAppend : string -> outstream
  val openIn : string -> instream
  val openOut : string -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val setInstream : instream * StreamIO.instream -> unit
  val setOutstream : outstream * StreamIO.outstream -> unit
  val setPosOut : outstream * StreamIO.out_pos -> unit
end = S end

functor CheckSig_BIT_FLAGS (S : BIT_FLAGS) = struct structure C : sig
  eqtype flags
  val all : flags
  val allSet : flags * flags -> bool
  val anySet : flags * flags -> bool
  val clear : flags * flags -> flags
  val flags : flags list -> flags
  val fromWord : SysWord.word -> flags
  val intersect : flags list -> flags
  val toWord : flags -> SysWord.word
end = S end

functor CheckSig_BOOL (S : BOOL) = struct structure C : sig
  datatype bool = datatype bool
  val fromString : string -> bool option
  val not : bool -> bool
  val scan : (char, 'a) StringCvt.reader -> (bool, 'a) StringCvt.reader
  val toString : bool -> string
end = S end

functor CheckSig_BYTE (S : BYTE) = struct structure C : sig
  val byteToChar : Word8.word -> char
  val bytesToString : Word8Vector.vector -> string
  val charToByte : char -> Word8.word
  val packString : Word8Array.array * int * substring -> unit
  val stringToBytes : string -> Word8Vector.vector
  val unpackString : Word8ArraySlice.slice -> string
  val unpackStringVec : Word8VectorSlice.slice -> string
end = S end

functor CheckSig_CHAR (S : CHAR) = struct structure C : sig
  eqtype char
  eqtype string
  val < : char * char -> bool
  val <= : char * char -> bool
  val > : char * char -> bool
  val >= : char * char -> bool
  val chr : int -> char
  val compare : char * char -> order
  val contains : string -> char -> bool
  val fromCString : String.string -> char option
  val fromString : String.string -> char option
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
  val scan : (Char.char, 'a) StringCvt.reader -> (char, 'a) StringCvt.reader
  val succ : char -> char
  val toCString : char -> String.string
  val toLower : char -> char
  val toString : char -> String.string
  val toUpper : char -> char
end = S end

functor CheckSig_COMMAND_LINE (S : COMMAND_LINE) = struct structure C : sig
  val arguments : unit -> string list
  val name : unit -> string
end = S end

functor CheckSig_DATE (S : DATE) = struct structure C : sig
  type date
  datatype month = Apr | Aug | Dec | Feb | Jan | Jul | Jun | Mar | May | Nov | Oct | Sep
  datatype weekday = Fri | Mon | Sat | Sun | Thu | Tue | Wed
  exception Date
  val compare : date * date -> order
  val date : {day: int, hour: int, minute: int, month: month, offset: Time.time option, second: int, year: int} -> date
  val day : date -> int
  val fmt : string -> date -> string
  val fromString : string -> date option
  val fromTimeLocal : Time.time -> date
  val fromTimeUniv : Time.time -> date
  val hour : date -> int
  val isDst : date -> bool option
  val localOffset : unit -> Time.time
  val minute : date -> int
  val month : date -> month
  val offset : date -> Time.time option
  val scan : (char, 'a) StringCvt.reader -> 'a -> (date * 'a) option
  val second : date -> int
  val toString : date -> string
  val toTime : date -> Time.time
  val weekDay : date -> weekday
  val year : date -> int
  val yearDay : date -> int
end = S end

functor CheckSig_GENERAL (S : GENERAL) = struct structure C : sig
  type exn
  eqtype unit
  datatype order = EQUAL | GREATER | LESS
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
end = S end

functor CheckSig_IEEE_REAL (S : IEEE_REAL) = struct structure C : sig
  datatype float_class = INF | NAN | NORMAL | SUBNORMAL | ZERO
  datatype real_order = EQUAL | GREATER | LESS | UNORDERED
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  type decimal_approx = {class: float_class, digits: int list, exp: int, sign: bool}
  exception Unordered
  val fromString : string -> decimal_approx option
  val getRoundingMode : unit -> rounding_mode
  val scan : (char, 'a) StringCvt.reader -> (decimal_approx, 'a) StringCvt.reader
  val setRoundingMode : rounding_mode -> unit
  val toString : decimal_approx -> string
end = S end

functor CheckSig_IMPERATIVE_IO (S : IMPERATIVE_IO) = struct structure C : sig
  type elem
  type instream
  type outstream
  type vector
  structure StreamIO: STREAM_IO
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val flushOut : outstream -> unit
  val getInstream : instream -> StreamIO.instream
  val getOutstream : outstream -> StreamIO.outstream
  val getPosOut : outstream -> StreamIO.out_pos
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputAll : instream -> vector
  val inputN : instream * int -> vector
  val lookahead : instream -> elem option
  val mkInstream : StreamIO.instream -> instream
  val mkOutstream : StreamIO.outstream -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val setInstream : instream * StreamIO.instream -> unit
  val setOutstream : outstream * StreamIO.outstream -> unit
  val setPosOut : outstream * StreamIO.out_pos -> unit
end = S end

functor CheckSig_INTEGER (S : INTEGER) = struct structure C : sig
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
end = S end

functor CheckSig_INT_INF (S : INT_INF) = struct structure C : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val << : int * word -> int
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val andb : int * int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val divMod : int * int -> int * int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val log2 : int -> Int.int
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val notb : int -> int
  val orb : int * int -> int
  val pow : int * Int.int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val quotRem : int * int -> int * int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val xorb : int * int -> int
  val ~ : int -> int
  val ~>> : int * word -> int
end = S end

functor CheckSig_IO (S : IO) = struct structure C : sig
  datatype buffer_mode = BLOCK_BUF | LINE_BUF | NO_BUF
  exception BlockingNotSupported
  exception ClosedStream
  exception Io of {cause: exn, function: string, name: string}
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
end = S end

functor CheckSig_LIST (S : LIST) = struct structure C : sig
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
end = S end

functor CheckSig_LIST_PAIR (S : LIST_PAIR) = struct structure C : sig
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
end = S end

functor CheckSig_MATH (S : MATH) = struct structure C : sig
  type real
  val acos : real -> real
  val asin : real -> real
  val atan : real -> real
  val atan2 : real * real -> real
  val cos : real -> real
  val cosh : real -> real
  val e : real
  val exp : real -> real
  val ln : real -> real
  val log10 : real -> real
  val pi : real
  val pow : real * real -> real
  val sin : real -> real
  val sinh : real -> real
  val sqrt : real -> real
  val tan : real -> real
  val tanh : real -> real
end = S end

functor CheckSig_MONO_ARRAY (S : MONO_ARRAY) = struct structure C : sig
  eqtype array
  type elem
  type vector
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
end = S end

functor CheckSig_MONO_ARRAY2 (S : MONO_ARRAY2) = struct structure C : sig
  eqtype array
  type elem
  type vector
  datatype traversal = ColMajor | RowMajor
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
end = S end

functor CheckSig_MONO_ARRAY_SLICE (S : MONO_ARRAY_SLICE) = struct structure C : sig
  type array
  type elem
  type slice
  type vector
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
end = S end

functor CheckSig_MONO_VECTOR (S : MONO_VECTOR) = struct structure C : sig
  type elem
  type vector
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
end = S end

functor CheckSig_MONO_VECTOR_SLICE (S : MONO_VECTOR_SLICE) = struct structure C : sig
  type elem
  type slice
  type vector
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
end = S end

functor CheckSig_OPTION (S : OPTION) = struct structure C : sig
  datatype 'a option = NONE | SOME of 'a
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
end = S end

functor CheckSig_OS (S : OS) = struct structure C : sig
  eqtype syserror
  structure FileSys: OS_FILE_SYS
  structure IO: OS_IO
  structure Path: OS_PATH
  structure Process: OS_PROCESS
  exception SysErr of string * syserror option
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
end = S end

functor CheckSig_OS_FILE_SYS (S : OS_FILE_SYS) = struct structure C : sig
  type dirstream
  eqtype file_id
  datatype access_mode = A_EXEC | A_READ | A_WRITE
  val access : string * access_mode list -> bool
  val chDir : string -> unit
  val closeDir : dirstream -> unit
  val compare : file_id * file_id -> order
  val fileId : string -> file_id
  val fileSize : string -> Position.int
  val fullPath : string -> string
  val getDir : unit -> string
  val hash : file_id -> word
  val isDir : string -> bool
  val isLink : string -> bool
  val mkDir : string -> unit
  val modTime : string -> Time.time
  val openDir : string -> dirstream
  val readDir : dirstream -> string option
  val readLink : string -> string
  val realPath : string -> string
  val remove : string -> unit
  val rename : {new: string, old: string} -> unit
  val rewindDir : dirstream -> unit
  val rmDir : string -> unit
  val setTime : string * Time.time option -> unit
  val tmpName : unit -> string
end = S end

functor CheckSig_OS_IO (S : OS_IO) = struct structure C : sig
  eqtype iodesc
  eqtype iodesc_kind
  eqtype poll_desc
  type poll_info
  structure Kind : sig
    val device : iodesc_kind
    val dir : iodesc_kind
    val file : iodesc_kind
    val pipe : iodesc_kind
    val socket : iodesc_kind
    val symlink : iodesc_kind
    val tty : iodesc_kind
  end
  exception Poll
  val compare : iodesc * iodesc -> order
  val hash : iodesc -> word
  val infoToPollDesc : poll_info -> poll_desc
  val isIn : poll_info -> bool
  val isOut : poll_info -> bool
  val isPri : poll_info -> bool
  val kind : iodesc -> iodesc_kind
  val poll : poll_desc list * Time.time option -> poll_info list
  val pollDesc : iodesc -> poll_desc option
  val pollIn : poll_desc -> poll_desc
  val pollOut : poll_desc -> poll_desc
  val pollPri : poll_desc -> poll_desc
  val pollToIODesc : poll_desc -> iodesc
end = S end

functor CheckSig_OS_PATH (S : OS_PATH) = struct structure C : sig
  exception InvalidArc
  exception Path
  val base : string -> string
  val concat : string * string -> string
  val currentArc : string
  val dir : string -> string
  val ext : string -> string option
  val file : string -> string
  val fromString : string -> {arcs: string list, isAbs: bool, vol: string}
  val fromUnixPath : string -> string
  val getParent : string -> string
  val getVolume : string -> string
  val isAbsolute : string -> bool
  val isCanonical : string -> bool
  val isRelative : string -> bool
  val isRoot : string -> bool
  val joinBaseExt : {base: string, ext: string option} -> string
  val joinDirFile : {dir: string, file: string} -> string
  val mkAbsolute : {path: string, relativeTo: string} -> string
  val mkCanonical : string -> string
  val mkRelative : {path: string, relativeTo: string} -> string
  val parentArc : string
  val splitBaseExt : string -> {base: string, ext: string option}
  val splitDirFile : string -> {dir: string, file: string}
  val toString : {arcs: string list, isAbs: bool, vol: string} -> string
  val toUnixPath : string -> string
  val validVolume : {isAbs: bool, vol: string} -> bool
end = S end

functor CheckSig_OS_PROCESS (S : OS_PROCESS) = struct structure C : sig
  type status
  val atExit : (unit -> unit) -> unit
  val exit : status -> 'a
  val failure : status
  val getEnv : string -> string option
  val isSuccess : status -> bool
  val sleep : Time.time -> unit
  val success : status
  val system : string -> status
  val terminate : status -> 'a
end = S end

functor CheckSig_PACK_REAL (S : PACK_REAL) = struct structure C : sig
  type real
  val bytesPerElem : int
  val fromBytes : Word8Vector.vector -> real
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> real
  val subVec : Word8Vector.vector * int -> real
  val toBytes : real -> Word8Vector.vector
  val update : Word8Array.array * int * real -> unit
end = S end

functor CheckSig_PACK_WORD (S : PACK_WORD) = struct structure C : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = S end

functor CheckSig_POSIX_ERROR (S : POSIX_ERROR) = struct structure C : sig
  eqtype syserror
  val acces : syserror
  val again : syserror
  val badf : syserror
  val badmsg : syserror
  val busy : syserror
  val canceled : syserror
  val child : syserror
  val deadlk : syserror
  val dom : syserror
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val exist : syserror
  val fault : syserror
  val fbig : syserror
  val fromWord : SysWord.word -> syserror
  val inprogress : syserror
  val intr : syserror
  val inval : syserror
  val io : syserror
  val isdir : syserror
  val loop : syserror
  val mfile : syserror
  val mlink : syserror
  val msgsize : syserror
  val nametoolong : syserror
  val nfile : syserror
  val nodev : syserror
  val noent : syserror
  val noexec : syserror
  val nolck : syserror
  val nomem : syserror
  val nospc : syserror
  val nosys : syserror
  val notdir : syserror
  val notempty : syserror
  val notsup : syserror
  val notty : syserror
  val nxio : syserror
  val perm : syserror
  val pipe : syserror
  val range : syserror
  val rofs : syserror
  val spipe : syserror
  val srch : syserror
  val syserror : string -> syserror option
  val toWord : syserror -> SysWord.word
  val toobig : syserror
  val xdev : syserror
end = S end

functor CheckSig_POSIX_SIGNAL (S : POSIX_SIGNAL) = struct structure C : sig
  eqtype signal
  val abrt : signal
  val alrm : signal
  val bus : signal
  val chld : signal
  val cont : signal
  val fpe : signal
  val fromWord : SysWord.word -> signal
  val hup : signal
  val ill : signal
  val int : signal
  val kill : signal
  val pipe : signal
  val quit : signal
  val segv : signal
  val stop : signal
  val term : signal
  val toWord : signal -> SysWord.word
  val tstp : signal
  val ttin : signal
  val ttou : signal
  val usr1 : signal
  val usr2 : signal
end = S end

functor CheckSig_PRIM_IO (S : PRIM_IO) = struct structure C : sig
  type array
  type array_slice
  type elem
  eqtype pos
  type vector
  type vector_slice
  datatype reader = RD of {avail: unit -> int option, block: (unit -> unit) option, canInput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, readArr: (array_slice -> int) option, readArrNB: (array_slice -> int option) option, readVec: (int -> vector) option, readVecNB: (int -> vector option) option, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option}
  datatype writer = WR of {block: (unit -> unit) option, canOutput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option, writeArr: (array_slice -> int) option, writeArrNB: (array_slice -> int option) option, writeVec: (vector_slice -> int) option, writeVecNB: (vector_slice -> int option) option}
  val augmentReader : reader -> reader
  val augmentWriter : writer -> writer
  val compare : pos * pos -> order
  val nullRd : unit -> reader
  val nullWr : unit -> writer
  val openVector : vector -> reader
end = S end

functor CheckSig_REAL (S : REAL) = struct structure C : sig
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
end = S end

functor CheckSig_SML90 (S : SML90) = struct structure C : sig
  type instream
  type outstream
  exception Abs
  exception Diff
  exception Exp
  exception Floor
  exception Interrupt
  exception Io of string
  exception Ln
  exception Mod
  exception Neg
  exception Ord
  exception Prod
  exception Quot
  exception Sqrt
  exception Sum
  val arctan : real -> real
  val chr : int -> string
  val close_in : instream -> unit
  val close_out : outstream -> unit
  val cos : real -> real
  val end_of_stream : instream -> bool
  val exp : real -> real
  val explode : string -> string list
  val implode : string list -> string
  val input : instream * int -> string
  val ln : real -> real
  val lookahead : instream -> string
  val open_in : string -> instream
  val open_out : string -> outstream
  val ord : string -> int
  val output : outstream * string -> unit
  val sin : real -> real
  val sqrt : real -> real
  val std_in : instream
  val std_out : outstream
end = S end

functor CheckSig_STREAM_IO (S : STREAM_IO) = struct structure C : sig
  type elem
  type instream
  type out_pos
  type outstream
  type pos
  type reader
  type vector
  type writer
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val filePosIn : instream -> pos
  val filePosOut : out_pos -> pos
  val flushOut : outstream -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val getReader : instream -> reader * vector
  val getWriter : outstream -> writer * IO.buffer_mode
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputAll : instream -> vector * instream
  val inputN : instream * int -> vector * instream
  val mkInstream : reader * vector -> instream
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val setPosOut : out_pos -> outstream
end = S end

functor CheckSig_STRING (S : STRING) = struct structure C : sig
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
  val fromCString : String.string -> string option
  val fromString : String.string -> string option
  val implode : char list -> string
  val isPrefix : string -> string -> bool
  val isSubstring : string -> string -> bool
  val isSuffix : string -> string -> bool
  val map : (char -> char) -> string -> string
  val maxSize : int
  val scan : (Char.char, 'a) StringCvt.reader -> (string, 'a) StringCvt.reader
  val size : string -> int
  val str : char -> string
  val sub : string * int -> char
  val substring : string * int * int -> string
  val toCString : string -> String.string
  val toString : string -> String.string
  val tokens : (char -> bool) -> string -> string list
  val translate : (char -> string) -> string -> string
end = S end

functor CheckSig_STRING_CVT (S : STRING_CVT) = struct structure C : sig
  type cs
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
end = S end

functor CheckSig_SUBSTRING (S : SUBSTRING) = struct structure C : sig
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
end = S end

functor CheckSig_TEXT (S : TEXT) = struct structure C : sig
  structure Char: CHAR
  structure CharArray: MONO_ARRAY
  structure CharArraySlice: MONO_ARRAY_SLICE
  structure CharVector: MONO_VECTOR
  structure CharVectorSlice: MONO_VECTOR_SLICE
  structure String: STRING
  structure Substring: SUBSTRING
end = S end

functor CheckSig_TEXT_IO (S : TEXT_IO) = struct structure C : sig
  eqtype elem
  type instream
  type outstream
  eqtype vector
  structure StreamIO: TEXT_STREAM_IO
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val flushOut : outstream -> unit
  val getInstream : instream -> StreamIO.instream
  val getOutstream : outstream -> StreamIO.outstream
  val getPosOut : outstream -> StreamIO.out_pos
  val input : instream -> vector
  val input1 : instream -> elem option
  val inputAll : instream -> vector
  val inputLine : instream -> string option
  val inputN : instream * int -> vector
  val lookahead : instream -> elem option
  val mkInstream : StreamIO.instream -> instream
  val mkOutstream : StreamIO.outstream -> outstream
  val openAppend : string -> outstream
  val openIn : string -> instream
  val openOut : string -> outstream
  val openString : string -> instream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val outputSubstr : outstream * substring -> unit
  val print : string -> unit
  val scanStream : ((char, StreamIO.instream) StringCvt.reader -> ('a, StreamIO.instream) StringCvt.reader) -> instream -> 'a option
  val setInstream : instream * StreamIO.instream -> unit
  val setOutstream : outstream * StreamIO.outstream -> unit
  val setPosOut : outstream * StreamIO.out_pos -> unit
  val stdErr : outstream
  val stdIn : instream
  val stdOut : outstream
end = S end

functor CheckSig_TEXT_STREAM_IO (S : TEXT_STREAM_IO) = struct structure C : sig
  type elem
  type instream
  type out_pos
  type outstream
  type pos
  type reader
  type vector
  type writer
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val filePosIn : instream -> pos
  val filePosOut : out_pos -> pos
  val flushOut : outstream -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val getReader : instream -> reader * vector
  val getWriter : outstream -> writer * IO.buffer_mode
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputAll : instream -> vector * instream
  val inputLine : instream -> (string * instream) option
  val inputN : instream * int -> vector * instream
  val mkInstream : reader * vector -> instream
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val outputSubstr : outstream * substring -> unit
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val setPosOut : out_pos -> outstream
end = S end

functor CheckSig_TIME (S : TIME) = struct structure C : sig
  eqtype time
  exception Time
  val + : time * time -> time
  val - : time * time -> time
  val < : time * time -> bool
  val <= : time * time -> bool
  val > : time * time -> bool
  val >= : time * time -> bool
  val compare : time * time -> order
  val fmt : int -> time -> string
  val fromMicroseconds : LargeInt.int -> time
  val fromMilliseconds : LargeInt.int -> time
  val fromNanoseconds : LargeInt.int -> time
  val fromReal : real -> time
  val fromSeconds : LargeInt.int -> time
  val fromString : string -> time option
  val now : unit -> time
  val scan : (char, 'a) StringCvt.reader -> (time, 'a) StringCvt.reader
  val toMicroseconds : time -> LargeInt.int
  val toMilliseconds : time -> LargeInt.int
  val toNanoseconds : time -> LargeInt.int
  val toReal : time -> real
  val toSeconds : time -> LargeInt.int
  val toString : time -> string
  val zeroTime : time
end = S end

functor CheckSig_TIMER (S : TIMER) = struct structure C : sig
  type cpu_timer
  type real_timer
  val checkCPUTimer : cpu_timer -> {sys: Time.time, usr: Time.time}
  val checkCPUTimes : cpu_timer -> {gc: {sys: Time.time, usr: Time.time}, nongc: {sys: Time.time, usr: Time.time}}
  val checkGCTime : cpu_timer -> Time.time
  val checkRealTimer : real_timer -> Time.time
  val startCPUTimer : unit -> cpu_timer
  val startRealTimer : unit -> real_timer
  val totalCPUTimer : unit -> cpu_timer
  val totalRealTimer : unit -> real_timer
end = S end

functor CheckSig_UNIX (S : UNIX) = struct structure C : sig
  type ('a, 'b) proc
  type signal
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  val binInstreamOf : (BinIO.instream, 'a) proc -> BinIO.instream
  val binOutstreamOf : ('a, BinIO.outstream) proc -> BinIO.outstream
  val execute : string * string list -> ('a, 'b) proc
  val executeInEnv : string * string list * string list -> ('a, 'b) proc
  val exit : Word8.word -> 'a
  val fromStatus : OS.Process.status -> exit_status
  val kill : ('a, 'b) proc * signal -> unit
  val reap : ('a, 'b) proc -> OS.Process.status
  val streamsOf : (TextIO.instream, TextIO.outstream) proc -> TextIO.instream * TextIO.outstream
  val textInstreamOf : (TextIO.instream, 'a) proc -> TextIO.instream
  val textOutstreamOf : ('a, TextIO.outstream) proc -> TextIO.outstream
end = S end

functor CheckSig_VECTOR (S : VECTOR) = struct structure C : sig
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
end = S end

functor CheckSig_VECTOR_SLICE (S : VECTOR_SLICE) = struct structure C : sig
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
end = S end

functor CheckSig_WORD (S : WORD) = struct structure C : sig
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
end = S end

functor CheckRev_ARRAY2 (S : sig
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
end) = struct structure C : ARRAY2 = S end

functor CheckRev_ARRAY_SLICE (S : sig
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
end) = struct structure C : ARRAY_SLICE = S end

functor CheckRev_BIT_FLAGS (S : sig
  eqtype flags
  val all : flags
  val allSet : flags * flags -> bool
  val anySet : flags * flags -> bool
  val clear : flags * flags -> flags
  val flags : flags list -> flags
  val fromWord : SysWord.word -> flags
  val intersect : flags list -> flags
  val toWord : flags -> SysWord.word
end) = struct structure C : BIT_FLAGS = S end

functor CheckRev_BOOL (S : sig
  datatype bool = datatype bool
  val fromString : string -> bool option
  val not : bool -> bool
  val scan : (char, 'a) StringCvt.reader -> (bool, 'a) StringCvt.reader
  val toString : bool -> string
end) = struct structure C : BOOL = S end

functor CheckRev_BYTE (S : sig
  val byteToChar : Word8.word -> char
  val bytesToString : Word8Vector.vector -> string
  val charToByte : char -> Word8.word
  val packString : Word8Array.array * int * substring -> unit
  val stringToBytes : string -> Word8Vector.vector
  val unpackString : Word8ArraySlice.slice -> string
  val unpackStringVec : Word8VectorSlice.slice -> string
end) = struct structure C : BYTE = S end

functor CheckRev_CHAR (S : sig
  eqtype char
  eqtype string
  val < : char * char -> bool
  val <= : char * char -> bool
  val > : char * char -> bool
  val >= : char * char -> bool
  val chr : int -> char
  val compare : char * char -> order
  val contains : string -> char -> bool
  val fromCString : String.string -> char option
  val fromString : String.string -> char option
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
  val scan : (Char.char, 'a) StringCvt.reader -> (char, 'a) StringCvt.reader
  val succ : char -> char
  val toCString : char -> String.string
  val toLower : char -> char
  val toString : char -> String.string
  val toUpper : char -> char
end) = struct structure C : CHAR = S end

functor CheckRev_COMMAND_LINE (S : sig
  val arguments : unit -> string list
  val name : unit -> string
end) = struct structure C : COMMAND_LINE = S end

functor CheckRev_DATE (S : sig
  type date
  datatype month = Apr | Aug | Dec | Feb | Jan | Jul | Jun | Mar | May | Nov | Oct | Sep
  datatype weekday = Fri | Mon | Sat | Sun | Thu | Tue | Wed
  exception Date
  val compare : date * date -> order
  val date : {day: int, hour: int, minute: int, month: month, offset: Time.time option, second: int, year: int} -> date
  val day : date -> int
  val fmt : string -> date -> string
  val fromString : string -> date option
  val fromTimeLocal : Time.time -> date
  val fromTimeUniv : Time.time -> date
  val hour : date -> int
  val isDst : date -> bool option
  val localOffset : unit -> Time.time
  val minute : date -> int
  val month : date -> month
  val offset : date -> Time.time option
  val scan : (char, 'a) StringCvt.reader -> 'a -> (date * 'a) option
  val second : date -> int
  val toString : date -> string
  val toTime : date -> Time.time
  val weekDay : date -> weekday
  val year : date -> int
  val yearDay : date -> int
end) = struct structure C : DATE = S end

functor CheckRev_GENERAL (S : sig
  type exn
  eqtype unit
  datatype order = EQUAL | GREATER | LESS
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
end) = struct structure C : GENERAL = S end

functor CheckRev_IEEE_REAL (S : sig
  datatype float_class = INF | NAN | NORMAL | SUBNORMAL | ZERO
  datatype real_order = EQUAL | GREATER | LESS | UNORDERED
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  type decimal_approx = {class: float_class, digits: int list, exp: int, sign: bool}
  exception Unordered
  val fromString : string -> decimal_approx option
  val getRoundingMode : unit -> rounding_mode
  val scan : (char, 'a) StringCvt.reader -> (decimal_approx, 'a) StringCvt.reader
  val setRoundingMode : rounding_mode -> unit
  val toString : decimal_approx -> string
end) = struct structure C : IEEE_REAL = S end

functor CheckRev_INTEGER (S : sig
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
end) = struct structure C : INTEGER = S end

functor CheckRev_INT_INF (S : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val << : int * word -> int
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val andb : int * int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val divMod : int * int -> int * int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val log2 : int -> Int.int
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val notb : int -> int
  val orb : int * int -> int
  val pow : int * Int.int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val quotRem : int * int -> int * int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val xorb : int * int -> int
  val ~ : int -> int
  val ~>> : int * word -> int
end) = struct structure C : INT_INF = S end

functor CheckRev_IO (S : sig
  datatype buffer_mode = BLOCK_BUF | LINE_BUF | NO_BUF
  exception BlockingNotSupported
  exception ClosedStream
  exception Io of {cause: exn, function: string, name: string}
  exception NonblockingNotSupported
  exception RandomAccessNotSupported
end) = struct structure C : IO = S end

functor CheckRev_LIST (S : sig
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
end) = struct structure C : LIST = S end

functor CheckRev_LIST_PAIR (S : sig
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
end) = struct structure C : LIST_PAIR = S end

functor CheckRev_MATH (S : sig
  type real
  val acos : real -> real
  val asin : real -> real
  val atan : real -> real
  val atan2 : real * real -> real
  val cos : real -> real
  val cosh : real -> real
  val e : real
  val exp : real -> real
  val ln : real -> real
  val log10 : real -> real
  val pi : real
  val pow : real * real -> real
  val sin : real -> real
  val sinh : real -> real
  val sqrt : real -> real
  val tan : real -> real
  val tanh : real -> real
end) = struct structure C : MATH = S end

functor CheckRev_MONO_ARRAY (S : sig
  eqtype array
  type elem
  type vector
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
end) = struct structure C : MONO_ARRAY = S end

functor CheckRev_MONO_ARRAY_SLICE (S : sig
  type array
  type elem
  type slice
  type vector
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
end) = struct structure C : MONO_ARRAY_SLICE = S end

functor CheckRev_MONO_VECTOR (S : sig
  type elem
  type vector
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
end) = struct structure C : MONO_VECTOR = S end

functor CheckRev_MONO_VECTOR_SLICE (S : sig
  type elem
  type slice
  type vector
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
end) = struct structure C : MONO_VECTOR_SLICE = S end

functor CheckRev_OPTION (S : sig
  datatype 'a option = NONE | SOME of 'a
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
end) = struct structure C : OPTION = S end

functor CheckRev_OS (S : sig
  eqtype syserror
  structure FileSys: OS_FILE_SYS
  structure IO: OS_IO
  structure Path: OS_PATH
  structure Process: OS_PROCESS
  exception SysErr of string * syserror option
  val errorMsg : syserror -> string
  val errorName : syserror -> string
  val syserror : string -> syserror option
end) = struct structure C : OS = S end

functor CheckRev_OS_FILE_SYS (S : sig
  type dirstream
  eqtype file_id
  datatype access_mode = A_EXEC | A_READ | A_WRITE
  val access : string * access_mode list -> bool
  val chDir : string -> unit
  val closeDir : dirstream -> unit
  val compare : file_id * file_id -> order
  val fileId : string -> file_id
  val fileSize : string -> Position.int
  val fullPath : string -> string
  val getDir : unit -> string
  val hash : file_id -> word
  val isDir : string -> bool
  val isLink : string -> bool
  val mkDir : string -> unit
  val modTime : string -> Time.time
  val openDir : string -> dirstream
  val readDir : dirstream -> string option
  val readLink : string -> string
  val realPath : string -> string
  val remove : string -> unit
  val rename : {new: string, old: string} -> unit
  val rewindDir : dirstream -> unit
  val rmDir : string -> unit
  val setTime : string * Time.time option -> unit
  val tmpName : unit -> string
end) = struct structure C : OS_FILE_SYS = S end

functor CheckRev_OS_IO (S : sig
  eqtype iodesc
  eqtype iodesc_kind
  eqtype poll_desc
  type poll_info
  structure Kind : sig
    val device : iodesc_kind
    val dir : iodesc_kind
    val file : iodesc_kind
    val pipe : iodesc_kind
    val socket : iodesc_kind
    val symlink : iodesc_kind
    val tty : iodesc_kind
  end
  exception Poll
  val compare : iodesc * iodesc -> order
  val hash : iodesc -> word
  val infoToPollDesc : poll_info -> poll_desc
  val isIn : poll_info -> bool
  val isOut : poll_info -> bool
  val isPri : poll_info -> bool
  val kind : iodesc -> iodesc_kind
  val poll : poll_desc list * Time.time option -> poll_info list
  val pollDesc : iodesc -> poll_desc option
  val pollIn : poll_desc -> poll_desc
  val pollOut : poll_desc -> poll_desc
  val pollPri : poll_desc -> poll_desc
  val pollToIODesc : poll_desc -> iodesc
end) = struct structure C : OS_IO = S end

functor CheckRev_OS_PATH (S : sig
  exception InvalidArc
  exception Path
  val base : string -> string
  val concat : string * string -> string
  val currentArc : string
  val dir : string -> string
  val ext : string -> string option
  val file : string -> string
  val fromString : string -> {arcs: string list, isAbs: bool, vol: string}
  val fromUnixPath : string -> string
  val getParent : string -> string
  val getVolume : string -> string
  val isAbsolute : string -> bool
  val isCanonical : string -> bool
  val isRelative : string -> bool
  val isRoot : string -> bool
  val joinBaseExt : {base: string, ext: string option} -> string
  val joinDirFile : {dir: string, file: string} -> string
  val mkAbsolute : {path: string, relativeTo: string} -> string
  val mkCanonical : string -> string
  val mkRelative : {path: string, relativeTo: string} -> string
  val parentArc : string
  val splitBaseExt : string -> {base: string, ext: string option}
  val splitDirFile : string -> {dir: string, file: string}
  val toString : {arcs: string list, isAbs: bool, vol: string} -> string
  val toUnixPath : string -> string
  val validVolume : {isAbs: bool, vol: string} -> bool
end) = struct structure C : OS_PATH = S end

functor CheckRev_OS_PROCESS (S : sig
  type status
  val atExit : (unit -> unit) -> unit
  val exit : status -> 'a
  val failure : status
  val getEnv : string -> string option
  val isSuccess : status -> bool
  val sleep : Time.time -> unit
  val success : status
  val system : string -> status
  val terminate : status -> 'a
end) = struct structure C : OS_PROCESS = S end

functor CheckRev_PACK_REAL (S : sig
  type real
  val bytesPerElem : int
  val fromBytes : Word8Vector.vector -> real
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> real
  val subVec : Word8Vector.vector * int -> real
  val toBytes : real -> Word8Vector.vector
  val update : Word8Array.array * int * real -> unit
end) = struct structure C : PACK_REAL = S end

functor CheckRev_PACK_WORD (S : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end) = struct structure C : PACK_WORD = S end

functor CheckRev_POSIX_SIGNAL (S : sig
  eqtype signal
  val abrt : signal
  val alrm : signal
  val bus : signal
  val chld : signal
  val cont : signal
  val fpe : signal
  val fromWord : SysWord.word -> signal
  val hup : signal
  val ill : signal
  val int : signal
  val kill : signal
  val pipe : signal
  val quit : signal
  val segv : signal
  val stop : signal
  val term : signal
  val toWord : signal -> SysWord.word
  val tstp : signal
  val ttin : signal
  val ttou : signal
  val usr1 : signal
  val usr2 : signal
end) = struct structure C : POSIX_SIGNAL = S end

functor CheckRev_PRIM_IO (S : sig
  type array
  type array_slice
  type elem
  eqtype pos
  type vector
  type vector_slice
  datatype reader = RD of {avail: unit -> int option, block: (unit -> unit) option, canInput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, readArr: (array_slice -> int) option, readArrNB: (array_slice -> int option) option, readVec: (int -> vector) option, readVecNB: (int -> vector option) option, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option}
  datatype writer = WR of {block: (unit -> unit) option, canOutput: (unit -> bool) option, chunkSize: int, close: unit -> unit, endPos: (unit -> pos) option, getPos: (unit -> pos) option, ioDesc: OS.IO.iodesc option, name: string, setPos: (pos -> unit) option, verifyPos: (unit -> pos) option, writeArr: (array_slice -> int) option, writeArrNB: (array_slice -> int option) option, writeVec: (vector_slice -> int) option, writeVecNB: (vector_slice -> int option) option}
  val augmentReader : reader -> reader
  val augmentWriter : writer -> writer
  val compare : pos * pos -> order
  val nullRd : unit -> reader
  val nullWr : unit -> writer
  val openVector : vector -> reader
end) = struct structure C : PRIM_IO = S end

functor CheckRev_SML90 (S : sig
  type instream
  type outstream
  exception Abs
  exception Diff
  exception Exp
  exception Floor
  exception Interrupt
  exception Io of string
  exception Ln
  exception Mod
  exception Neg
  exception Ord
  exception Prod
  exception Quot
  exception Sqrt
  exception Sum
  val arctan : real -> real
  val chr : int -> string
  val close_in : instream -> unit
  val close_out : outstream -> unit
  val cos : real -> real
  val end_of_stream : instream -> bool
  val exp : real -> real
  val explode : string -> string list
  val implode : string list -> string
  val input : instream * int -> string
  val ln : real -> real
  val lookahead : instream -> string
  val open_in : string -> instream
  val open_out : string -> outstream
  val ord : string -> int
  val output : outstream * string -> unit
  val sin : real -> real
  val sqrt : real -> real
  val std_in : instream
  val std_out : outstream
end) = struct structure C : SML90 = S end

functor CheckRev_STREAM_IO (S : sig
  type elem
  type instream
  type out_pos
  type outstream
  type pos
  type reader
  type vector
  type writer
  val canInput : instream * int -> int option
  val closeIn : instream -> unit
  val closeOut : outstream -> unit
  val endOfStream : instream -> bool
  val filePosIn : instream -> pos
  val filePosOut : out_pos -> pos
  val flushOut : outstream -> unit
  val getBufferMode : outstream -> IO.buffer_mode
  val getPosOut : outstream -> out_pos
  val getReader : instream -> reader * vector
  val getWriter : outstream -> writer * IO.buffer_mode
  val input : instream -> vector * instream
  val input1 : instream -> (elem * instream) option
  val inputAll : instream -> vector * instream
  val inputN : instream * int -> vector * instream
  val mkInstream : reader * vector -> instream
  val mkOutstream : writer * IO.buffer_mode -> outstream
  val output : outstream * vector -> unit
  val output1 : outstream * elem -> unit
  val setBufferMode : outstream * IO.buffer_mode -> unit
  val setPosOut : out_pos -> outstream
end) = struct structure C : STREAM_IO = S end

functor CheckRev_STRING (S : sig
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
  val fromCString : String.string -> string option
  val fromString : String.string -> string option
  val implode : char list -> string
  val isPrefix : string -> string -> bool
  val isSubstring : string -> string -> bool
  val isSuffix : string -> string -> bool
  val map : (char -> char) -> string -> string
  val maxSize : int
  val scan : (Char.char, 'a) StringCvt.reader -> (string, 'a) StringCvt.reader
  val size : string -> int
  val str : char -> string
  val sub : string * int -> char
  val substring : string * int * int -> string
  val toCString : string -> String.string
  val toString : string -> String.string
  val tokens : (char -> bool) -> string -> string list
  val translate : (char -> string) -> string -> string
end) = struct structure C : STRING = S end

functor CheckRev_STRING_CVT (S : sig
  type cs
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
end) = struct structure C : STRING_CVT = S end

functor CheckRev_SUBSTRING (S : sig
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
end) = struct structure C : SUBSTRING = S end

functor CheckRev_TIME (S : sig
  eqtype time
  exception Time
  val + : time * time -> time
  val - : time * time -> time
  val < : time * time -> bool
  val <= : time * time -> bool
  val > : time * time -> bool
  val >= : time * time -> bool
  val compare : time * time -> order
  val fmt : int -> time -> string
  val fromMicroseconds : LargeInt.int -> time
  val fromMilliseconds : LargeInt.int -> time
  val fromNanoseconds : LargeInt.int -> time
  val fromReal : real -> time
  val fromSeconds : LargeInt.int -> time
  val fromString : string -> time option
  val now : unit -> time
  val scan : (char, 'a) StringCvt.reader -> (time, 'a) StringCvt.reader
  val toMicroseconds : time -> LargeInt.int
  val toMilliseconds : time -> LargeInt.int
  val toNanoseconds : time -> LargeInt.int
  val toReal : time -> real
  val toSeconds : time -> LargeInt.int
  val toString : time -> string
  val zeroTime : time
end) = struct structure C : TIME = S end

functor CheckRev_TIMER (S : sig
  type cpu_timer
  type real_timer
  val checkCPUTimer : cpu_timer -> {sys: Time.time, usr: Time.time}
  val checkCPUTimes : cpu_timer -> {gc: {sys: Time.time, usr: Time.time}, nongc: {sys: Time.time, usr: Time.time}}
  val checkGCTime : cpu_timer -> Time.time
  val checkRealTimer : real_timer -> Time.time
  val startCPUTimer : unit -> cpu_timer
  val startRealTimer : unit -> real_timer
  val totalCPUTimer : unit -> cpu_timer
  val totalRealTimer : unit -> real_timer
end) = struct structure C : TIMER = S end

functor CheckRev_UNIX (S : sig
  type ('a, 'b) proc
  type signal
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  val binInstreamOf : (BinIO.instream, 'a) proc -> BinIO.instream
  val binOutstreamOf : ('a, BinIO.outstream) proc -> BinIO.outstream
  val execute : string * string list -> ('a, 'b) proc
  val executeInEnv : string * string list * string list -> ('a, 'b) proc
  val exit : Word8.word -> 'a
  val fromStatus : OS.Process.status -> exit_status
  val kill : ('a, 'b) proc * signal -> unit
  val reap : ('a, 'b) proc -> OS.Process.status
  val streamsOf : (TextIO.instream, TextIO.outstream) proc -> TextIO.instream * TextIO.outstream
  val textInstreamOf : (TextIO.instream, 'a) proc -> TextIO.instream
  val textOutstreamOf : ('a, TextIO.outstream) proc -> TextIO.outstream
end) = struct structure C : UNIX = S end

functor CheckRev_VECTOR (S : sig
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
end) = struct structure C : VECTOR = S end

functor CheckRev_VECTOR_SLICE (S : sig
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
end) = struct structure C : VECTOR_SLICE = S end

functor CheckRev_WORD (S : sig
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
end) = struct structure C : WORD = S end

(* the type equations of the spec's signatures, seen from functors *)
functor E1 (S : TEXT_IO) = struct
  fun f (x : S.vector) : string = x
  fun g (x : S.elem) : char = x
  fun h (x : S.StreamIO.vector) : string = x
  fun i (x : S.StreamIO.elem) : char = x
  fun r (x : S.StreamIO.reader) : TextPrimIO.reader = x
  fun w (x : S.StreamIO.writer) : TextPrimIO.writer = x
  fun p (x : S.StreamIO.pos) : TextPrimIO.pos = x
  fun l (x : S.StreamIO.instream) = S.StreamIO.inputLine x
end
functor E2 (S : TEXT_STREAM_IO) = struct
  fun h (x : S.vector) : CharVector.vector = x
  fun i (x : S.elem) : Char.char = x
end
functor E3 (S : BIN_IO) = struct
  fun f (x : S.vector) : Word8Vector.vector = x
  fun g (x : S.elem) : Word8.word = x
  fun r (x : S.StreamIO.reader) : BinPrimIO.reader = x
  fun w (x : S.StreamIO.writer) : BinPrimIO.writer = x
  fun p (x : S.StreamIO.pos) : BinPrimIO.pos = x
end
functor E4 (S : IMPERATIVE_IO) = struct
  fun f (x : S.vector) : S.StreamIO.vector = x
  fun g (x : S.elem) : S.StreamIO.elem = x
end
functor E5 (S : REAL) = struct
  fun f (x : S.real) : S.Math.real = x
end
functor E8 (S : MONO_ARRAY2) = struct
  val t : S.traversal = Array2.RowMajor
end
functor E9 (S : TEXT) = struct
  fun a (x : S.String.char) : S.Char.char = x
  fun b (x : S.Substring.char) : S.Char.char = x
  fun c (x : S.Substring.string) : S.String.string = x
  fun d (x : S.CharVector.vector) : S.String.string = x
  fun e (x : S.CharVector.elem) : S.Char.char = x
  fun f (x : S.CharArray.vector) : S.CharVector.vector = x
  fun g (x : S.CharArray.elem) : S.Char.char = x
  fun i (x : S.CharVectorSlice.vector) : S.String.string = x
  fun j (x : S.CharVectorSlice.elem) : S.Char.char = x
  fun k (x : S.CharArraySlice.vector) : S.CharVector.vector = x
  fun l (x : S.CharArraySlice.vector_slice) : S.CharVectorSlice.slice = x
  fun m (x : S.CharArraySlice.array) : S.CharArray.array = x
  fun n (x : S.CharArraySlice.elem) : S.Char.char = x
end
functor E10 (S : INT_INF) = struct
  fun f (x : S.int) = S.divMod (x, x)
end
functor E12 (S : LIST) = struct
  fun f (x : 'a S.list) : 'a list = x
  val y : int S.list = S.nil
end
functor E13 (S : BOOL) = struct
  fun f (x : S.bool) : bool = x
end
functor E14 (S : STRING_CVT) = struct
  fun f (x : (char, int) S.reader) : int -> (char * int) option = x
end
functor E15 (S : MONO_ARRAY_SLICE) = struct
  fun f (x : S.slice) : S.vector_slice -> unit = fn _ => ()
end
functor E16 (S : UNIX) = struct
  fun f (x : OS.Process.status) : S.exit_status = S.fromStatus x
end
functor E17 (S : OS) = struct
  fun f (x : S.FileSys.access_mode) = x = S.FileSys.A_READ
end
functor E18 (S : PRIM_IO) = struct
  fun f (x : S.reader) = case x of S.RD {ioDesc, ...} => (ioDesc : OS.IO.iodesc option)
end
functor E19 (S : IEEE_REAL) = struct
  fun f (x : S.decimal_approx) = #class x = S.NAN
end
functor E20 (S : ARRAY_SLICE) = struct
  fun f (x : 'a S.slice) : 'a Array.array * int * int = S.base x
  fun g (x : 'a S.slice) : 'a Vector.vector = S.vector x
end
functor E21 (S : VECTOR_SLICE) = struct
  fun f (x : 'a S.slice) : 'a Vector.vector * int * int = S.base x
end
functor E22 (S : SUBSTRING) = struct
  fun f (x : S.substring) : S.string * int * int = S.base x
end
functor E23 (S : PACK_REAL) = struct
  fun f (x : S.real) : Word8Vector.vector = S.toBytes x
end
(* the spec's type equations between structures *)
fun id (x : 'a) : 'a = x
val _ = (id : String.string -> string, id : String.char -> char, id : Char.string -> string,
         id : Substring.substring -> substring, id : Substring.string -> string, id : Substring.char -> char,
         id : CharVector.vector -> string, id : CharVector.elem -> char, id : CharArray.vector -> string,
         id : CharArray.elem -> char, id : CharVectorSlice.slice -> substring, id : CharVectorSlice.vector -> string,
         id : CharArraySlice.vector_slice -> substring, id : CharArraySlice.array -> CharArray.array,
         id : CharArraySlice.vector -> string, id : CharArraySlice.elem -> char)
val _ = (id : Word8Vector.elem -> Word8.word, id : Word8Array.elem -> Word8.word, id : Word8Array.vector -> Word8Vector.vector,
         id : Word8VectorSlice.vector -> Word8Vector.vector, id : Word8VectorSlice.elem -> Word8.word,
         id : Word8ArraySlice.vector -> Word8Vector.vector, id : Word8ArraySlice.vector_slice -> Word8VectorSlice.slice,
         id : Word8ArraySlice.array -> Word8Array.array, id : Word8ArraySlice.elem -> Word8.word)
val _ = (id : Text.Char.char -> char, id : Text.String.string -> string, id : Text.Substring.substring -> substring,
         id : Text.CharVector.vector -> string, id : Text.CharArray.array -> CharArray.array,
         id : Text.CharVectorSlice.slice -> CharVectorSlice.slice, id : Text.CharArraySlice.slice -> CharArraySlice.slice)
val _ = (id : TextIO.vector -> string, id : TextIO.elem -> char, id : TextIO.StreamIO.vector -> string,
         id : TextIO.StreamIO.elem -> char, id : TextIO.StreamIO.reader -> TextPrimIO.reader,
         id : TextIO.StreamIO.writer -> TextPrimIO.writer, id : TextIO.StreamIO.pos -> TextPrimIO.pos,
         id : TextPrimIO.pos -> Position.int, id : TextPrimIO.vector -> CharVector.vector,
         id : TextPrimIO.array -> CharArray.array, id : TextPrimIO.elem -> char,
         id : TextPrimIO.vector_slice -> CharVectorSlice.slice, id : TextPrimIO.array_slice -> CharArraySlice.slice)
val _ = (id : BinIO.vector -> Word8Vector.vector, id : BinIO.elem -> Word8.word,
         id : BinIO.StreamIO.vector -> Word8Vector.vector, id : BinIO.StreamIO.elem -> Word8.word,
         id : BinIO.StreamIO.reader -> BinPrimIO.reader, id : BinIO.StreamIO.writer -> BinPrimIO.writer,
         id : BinIO.StreamIO.pos -> BinPrimIO.pos, id : BinPrimIO.pos -> Position.int,
         id : BinPrimIO.vector -> Word8Vector.vector, id : BinPrimIO.array -> Word8Array.array,
         id : BinPrimIO.elem -> Word8.word, id : BinPrimIO.vector_slice -> Word8VectorSlice.slice,
         id : BinPrimIO.array_slice -> Word8ArraySlice.slice)
val _ = (id : Int.int -> int, id : LargeInt.int -> IntInf.int, id : Word.word -> word, id : Real.real -> real,
         id : LargeReal.real -> Real.real, id : Math.real -> real, id : Real.Math.real -> real,
         id : 'a Array.vector -> 'a vector, id : 'a VectorSlice.slice -> 'a VectorSlice.slice,
         id : 'a Vector.vector -> 'a vector, id : 'a Array.array -> 'a array, id : General.exn -> exn,
         id : General.order -> order, id : 'a Option.option -> 'a option, id : Bool.bool -> bool,
         id : 'a List.list -> 'a list, id : General.unit -> unit, id : PackRealBig.real -> Real.real,
         id : (char, int) StringCvt.reader -> (int -> (char * int) option),
         id : RealArray.elem -> real, id : RealVector.vector -> real vector, id : RealArray.vector -> RealVector.vector,
         id : Word8Array2.elem -> Word8.word, id : Word8Array2.vector -> Word8Vector.vector,
         id : OS.Process.status -> OS.Process.status, id : Posix.Signal.signal -> Unix.signal,
         id : OS.syserror -> Posix.Error.syserror, id : Date.month -> Date.month,
         id : Time.time -> Time.time, id : IO.buffer_mode -> IO.buffer_mode)
val _ = (TextIO.StreamIO.inputLine, TextIO.StreamIO.outputSubstr, OS.Path.Path, OS.Path.InvalidArc)

structure A1 = CheckSig_STRING (String)
structure A2 = CheckSig_MONO_ARRAY (Word8Array)
structure A3 = CheckSig_TEXT_IO (TextIO)
structure A4 = CheckSig_INT_INF (IntInf)
structure A5 = CheckRev_LIST (List)
structure A6 = E1 (TextIO)
structure A7 = E9 (Text)
structure A8 = CheckSig_DATE (Date)
fun show l = print (String.concatWith " " l ^ "\n")
val _ = show (A1.C.fields (fn c => c = #",") "a,,b")
val _ = show [Int.toString (A2.C.length (A2.C.array (3, 0w0))), A4.C.toString (A4.C.pow (10, 20)),
              Int.toString (A5.C.length [1, 2, 3])]
val _ = show [valOf (A3.C.inputLine (A3.C.openString "line\n")), A6.f (TextIO.inputAll (TextIO.openString "text")),
              String.str (A6.g #"c"), A7.d "vector"]
val _ = show [A8.C.toString (A8.C.date {year = 2000, month = A8.C.Feb, day = 29, hour = 12, minute = 0, second = 0,
                                        offset = SOME Time.zeroTime})]
