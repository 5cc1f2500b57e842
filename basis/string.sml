(* The String structure (strings are byte strings); size, ^, concat,
   implode, explode, str and substring are also top-level. *)

(* funs, not val aliases: calls of a val-bound function stay indirect
   (see basis/prim.sml) *)
fun size s = SkeinPrim.stringSize s
fun op ^ (a, b) = SkeinPrim.stringAppend (a, b)
fun concat l = SkeinPrim.stringConcat l
fun implode l = SkeinPrim.stringImplode l

fun str c = implode [c]

fun explode s =
  let
    fun loop (i, acc) = if i < 0 then acc else loop (i - 1, SkeinPrim.stringUnsafeSub (s, i) :: acc)
  in
    loop (size s - 1, [])
  end

fun substring (s, i, j) =
  if i < 0 orelse j < 0 orelse i > size s - j then raise Subscript
  else SkeinPrim.stringUnsafeSubstring (s, i, j)

signature STRING =
sig
  eqtype string
  eqtype char
  val maxSize : int
  val size : string -> int
  val sub : string * int -> char
  val extract : string * int * int option -> string
  val substring : string * int * int -> string
  val ^ : string * string -> string
  val concat : string list -> string
  val concatWith : string -> string list -> string
  val str : char -> string
  val implode : char list -> string
  val explode : string -> char list
  val map : (char -> char) -> string -> string
  val translate : (char -> string) -> string -> string
  val tokens : (char -> bool) -> string -> string list
  val fields : (char -> bool) -> string -> string list
  val isPrefix : string -> string -> bool
  val isSubstring : string -> string -> bool
  val isSuffix : string -> string -> bool
  val compare : string * string -> order
  val collate : (char * char -> order) -> string * string -> order
  val < : string * string -> bool
  val <= : string * string -> bool
  val > : string * string -> bool
  val >= : string * string -> bool
  (* String.string (the spec's type) is the top-level string *)
  val toString : string -> SkeinPrim.string
  val scan : ('a -> (Char.char * 'a) option) -> 'a -> (string * 'a) option
  val fromString : SkeinPrim.string -> string option
  val toCString : string -> SkeinPrim.string
  val fromCString : SkeinPrim.string -> string option
end

structure String : STRING =
struct
  type string = string
  type char = char
  val maxSize = SkeinPrim.maxLen
  val size = size
  val op ^ = op ^
  val concat = concat
  val str = str
  val implode = implode
  val explode = explode
  val substring = substring

  fun sub (s, i) =
    if i < 0 orelse i >= size s then raise Subscript else SkeinPrim.stringUnsafeSub (s, i)

  fun extract (s, i, NONE) = if i < 0 orelse i > size s then raise Subscript else substring (s, i, size s - i)
    | extract (s, i, SOME j) = substring (s, i, j)

  fun concatWith _ [] = ""
    | concatWith sep (s :: ss) = concat (s :: List.foldr (fn (x, acc) => sep :: x :: acc) [] ss)

  fun map f s = SkeinPrim.stringTabulate (size s, fn i => f (SkeinPrim.stringUnsafeSub (s, i)))

  fun translate f s =
    let
      val n = size s
      fun loop (i, acc) =
        if i >= n then concat (List.rev acc)
        else loop (i + 1, f (SkeinPrim.stringUnsafeSub (s, i)) :: acc)
    in
      loop (0, [])
    end

  (* The maximal substrings between delimiters, empty ones included.
     fields and tokens apply isDelim to each character once, left to
     right, and copy each result once (no bounds checks: indices stay
     within s). *)
  fun fields isDelim s =
    let
      val n = size s
      fun loop (i, start, acc) =
        if i >= n then List.rev (SkeinPrim.stringUnsafeSubstring (s, start, i - start) :: acc)
        else if isDelim (SkeinPrim.stringUnsafeSub (s, i)) then
          loop (i + 1, i + 1, SkeinPrim.stringUnsafeSubstring (s, start, i - start) :: acc)
        else loop (i + 1, start, acc)
    in
      loop (0, 0, [])
    end

  (* The nonempty fields.  skip: between tokens; token: in the token that
     began at start. *)
  fun tokens isDelim s =
    let
      val n = size s
      fun skip (i, acc) =
        if i >= n then List.rev acc
        else if isDelim (SkeinPrim.stringUnsafeSub (s, i)) then skip (i + 1, acc)
        else token (i + 1, i, acc)
      and token (i, start, acc) =
        if i >= n then List.rev (SkeinPrim.stringUnsafeSubstring (s, start, i - start) :: acc)
        else if isDelim (SkeinPrim.stringUnsafeSub (s, i)) then
          skip (i + 1, SkeinPrim.stringUnsafeSubstring (s, start, i - start) :: acc)
        else token (i + 1, start, acc)
    in
      skip (0, [])
    end

  fun isPrefix p s =
    let
      val n = size p
      fun loop i = i >= n orelse (SkeinPrim.stringUnsafeSub (p, i) = SkeinPrim.stringUnsafeSub (s, i) andalso loop (i + 1))
    in
      n <= size s andalso loop 0
    end

  fun isSuffix p s =
    let
      val (n, m) = (size p, size s)
      fun loop i = i >= n orelse (SkeinPrim.stringUnsafeSub (p, i) = SkeinPrim.stringUnsafeSub (s, m - n + i) andalso loop (i + 1))
    in
      n <= m andalso loop 0
    end

  fun isSubstring p s =
    let
      val (n, m) = (size p, size s)
      fun matchesAt j =
        let
          fun loop i = i >= n orelse (SkeinPrim.stringUnsafeSub (p, i) = SkeinPrim.stringUnsafeSub (s, j + i) andalso loop (i + 1))
        in
          loop 0
        end
      fun search j = j <= m - n andalso (matchesAt j orelse search (j + 1))
    in
      search 0
    end

  fun collate cmp (a, b) =
    let
      val (n, m) = (size a, size b)
      fun loop i =
        if i >= n then (if i >= m then EQUAL else LESS)
        else if i >= m then GREATER
        else
          case cmp (SkeinPrim.stringUnsafeSub (a, i), SkeinPrim.stringUnsafeSub (b, i)) of
            EQUAL => loop (i + 1)
          | other => other
    in
      loop 0
    end

  fun compare (a, b) =
    let val c = SkeinPrim.stringCompare (a, b)
    in if c < 0 then LESS else if c = 0 then EQUAL else GREATER end

  (* Runs of characters that need no escape are copied as one substring
     each, and a string without escapes is its own representation
     (strings are immutable): no allocation per character. *)
  fun escapeWith (needsNone, escape) s =
    let
      val n = size s
      fun run (start, i, acc) =
        if i > start then SkeinPrim.stringUnsafeSubstring (s, start, i - start) :: acc else acc
      fun loop (i, start, acc) =
        if i >= n then concat (List.rev (run (start, n, acc)))
        else
          let val c = SkeinPrim.stringUnsafeSub (s, i)
          in
            if needsNone c then loop (i + 1, start, acc)
            else loop (i + 1, i + 1, escape c :: run (start, i, acc))
          end
      fun plain i = i >= n orelse (needsNone (SkeinPrim.stringUnsafeSub (s, i)) andalso plain (i + 1))
    in
      if plain 0 then s else loop (0, 0, [])
    end

  val toString = escapeWith (fn c => Char.isPrint c andalso c <> #"\\" andalso c <> #"\"", Char.toString)
  val toCString =
    escapeWith (fn c => Char.isPrint c andalso c <> #"\\" andalso c <> #"\"" andalso c <> #"?" andalso c <> #"'",
                Char.toCString)

  val op < : string * string -> bool = op <
  val op <= : string * string -> bool = op <=
  val op > : string * string -> bool = op >
  val op >= : string * string -> bool = op >=


  fun scan getc s = SkeinTextScan.scanString SkeinTextScan.scanChar SkeinTextScan.skipWellFormedGaps getc s
  fun fromString s = SkeinTextScan.fromString scan s
  fun fromCString s =
    SkeinTextScan.fromString (SkeinTextScan.scanString SkeinTextScan.scanCChar SkeinTextScan.noSkip) s
end
