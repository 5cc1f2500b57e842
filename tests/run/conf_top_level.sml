(* The Basis' top-level environment: every type (substring included, as
   Substring.substring) and every value, at the types the spec gives. *)
type types = unit * int * word * real * char * string * substring * exn * int array * int vector * int ref * bool
             * int option * order * int list
val ss : substring = Substring.full "abc"
val same : Substring.substring = ss
val v1 : int ref -> int = !
val v2 : int ref * int -> unit = op :=
val v3 : int list * int list -> int list = op @
val v4 : string * string -> string = op ^
val v5 : (int -> unit) -> int list -> unit = app
val v6 : int * unit -> int = op before
val v7 : real -> int = ceil
val v8 : int -> char = chr
val v9 : string list -> string = concat
val v10 : exn -> string = exnMessage
val v11 : exn -> string = exnName
val v12 : string -> char list = explode
val v13 : real -> int = floor
val v14 : (int * int -> int) -> int -> int list -> int = foldl
val v15 : (int * int -> int) -> int -> int list -> int = foldr
val v16 : int option * int -> int = getOpt
val v17 : int list -> int = hd
val v18 : int -> unit = ignore
val v19 : char list -> string = implode
val v20 : int option -> bool = isSome
val v21 : int list -> int = length
val v22 : (int -> int) -> int list -> int list = map
val v23 : bool -> bool = not
val v24 : int list -> bool = null
val v25 : (int -> int) * (int -> int) -> int -> int = op o
val v26 : char -> int = ord
val v27 : string -> unit = print
val v28 : int -> real = real
val v29 : int list -> int list = rev
val v30 : real -> int = round
val v31 : string -> int = size
val v32 : char -> string = str
val v33 : string * int * int -> string = substring
val v34 : int list -> int list = tl
val v35 : real -> int = trunc
val v36 : int option -> int = valOf
val v37 : int list -> int vector = vector
val exns = [Bind, Chr, Div, Domain, Empty, Fail "f", Match, Option, Overflow, Size, Span, Subscript]
val _ = print (Substring.string same ^ " " ^ String.concatWith " " (List.map exnName exns) ^ "\n")
