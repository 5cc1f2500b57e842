(* The StringCvt structure: radixes, real formats, readers and the
   string-scanning helpers, in plain SML. *)

signature STRING_CVT =
sig
  datatype radix = BIN | OCT | DEC | HEX
  datatype realfmt =
    SCI of int option
  | FIX of int option
  | GEN of int option
  | EXACT
  type ('a, 'b) reader = 'b -> ('a * 'b) option
  val padLeft : char -> int -> string -> string
  val padRight : char -> int -> string -> string
  val splitl : (char -> bool) -> (char, 'a) reader -> 'a -> string * 'a
  val takel : (char -> bool) -> (char, 'a) reader -> 'a -> string
  val dropl : (char -> bool) -> (char, 'a) reader -> 'a -> 'a
  val skipWS : (char, 'a) reader -> 'a -> 'a
  type cs
  val scanString : ((char, cs) reader -> ('a, cs) reader) -> string -> 'a option
end

structure StringCvt : STRING_CVT =
struct
  datatype radix = BIN | OCT | DEC | HEX
  datatype realfmt =
    SCI of int option
  | FIX of int option
  | GEN of int option
  | EXACT
  type ('a, 'b) reader = 'b -> ('a * 'b) option

  fun padding (c, n, s) =
    let
      fun loop (k, acc) = if k <= 0 then acc else loop (k - 1, c :: acc)
    in
      (* n <= size s first: n - size s overflows for n near minInt *)
      if n <= size s then ""
      else if n > String.maxSize then raise Size
      else implode (loop (n - size s, []))
    end

  fun padLeft c n s = padding (c, n, s) ^ s
  fun padRight c n s = s ^ padding (c, n, s)

  fun splitl p getc src =
    let
      fun loop (src, acc) =
        case getc src of
          SOME (c, rest) => if p c then loop (rest, c :: acc) else (implode (List.rev acc), src)
        | NONE => (implode (List.rev acc), src)
    in
      loop (src, [])
    end

  fun takel p getc src = #1 (splitl p getc src)

  fun dropl p getc src =
    case getc src of
      SOME (c, rest) => if p c then dropl p getc rest else src
    | NONE => src

  fun skipWS getc src = dropl Char.isSpace getc src

  (* A position in the scanned string. *)
  type cs = int

  fun scanString scan s =
    let
      val n = size s
      fun getc i = if i < n then SOME (String.sub (s, i), i + 1) else NONE
    in
      case scan getc 0 of
        SOME (x, _) => SOME x
      | NONE => NONE
    end
end
