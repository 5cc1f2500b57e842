(* The Int structure: 64-bit integers whose arithmetic raises Overflow.
   The arithmetic itself is the compiler's overloaded operators; the rest
   is SML. *)

(* INTEGER mentions Int.int: bind it before the signature; the full Int
   below replaces this one. *)
structure Int = struct type int = int end

signature INTEGER =
sig
  eqtype int
  val toInt : int -> Int.int
  val fromInt : Int.int -> int
  val precision : Int.int option
  val minInt : int option
  val maxInt : int option
  val + : int * int -> int
  val - : int * int -> int
  val * : int * int -> int
  val div : int * int -> int
  val mod : int * int -> int
  val quot : int * int -> int
  val rem : int * int -> int
  val compare : int * int -> order
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val ~ : int -> int
  val abs : int -> int
  val min : int * int -> int
  val max : int * int -> int
  val sign : int -> Int.int
  val sameSign : int * int -> bool
  val toString : int -> string
  val fromString : string -> int option
end

structure Int : INTEGER =
struct
  type int = int
  fun toInt (i : int) = i
  fun fromInt (i : int) = i
  val precision = SOME 64
  val minInt = SOME ~9223372036854775808
  val maxInt = SOME 9223372036854775807
  val op + : int * int -> int = op +
  val op - : int * int -> int = op -
  val op * : int * int -> int = op *
  val op div : int * int -> int = op div
  val op mod : int * int -> int = op mod
  val ~ : int -> int = ~
  val abs : int -> int = abs

  (* Truncating division: the quotient rounds towards zero. *)
  fun quot (a : int, b) =
    let val q = a div b
    in if a mod b <> 0 andalso (a < 0) <> (b < 0) then q + 1 else q end

  fun rem (a : int, b) =
    let val m = a mod b
    in if m <> 0 andalso (a < 0) <> (b < 0) then m - b else m end

  fun compare (a : int, b) = if a < b then LESS else if a = b then EQUAL else GREATER
  fun min (a : int, b) = if a < b then a else b
  fun max (a : int, b) = if a < b then b else a
  fun sign (a : int) = if a < 0 then ~1 else if a = 0 then 0 else 1
  fun sameSign (a, b) = sign a = sign b

  (* Digits are produced from the negated value so that minInt works. *)
  fun toString (n : int) =
    let
      fun digits (n, acc) =
        if n = 0 then acc else digits (quot (n, 10), chr (48 - rem (n, 10)) :: acc)
    in
      if n = 0 then "0"
      else if n < 0 then implode (#"~" :: digits (n, []))
      else implode (digits (~ n, []))
    end

  (* Skips leading white space, then an optional sign (~, - or +) and
     decimal digits; raises Overflow when the number does not fit. *)
  fun fromString s =
    let
      val n = size s
      fun at i = String.sub (s, i)
      fun skipSpace i = if i < n andalso Char.isSpace (at i) then skipSpace (i + 1) else i
      val i = skipSpace 0
      val (negative, i) =
        if i < n andalso (at i = #"~" orelse at i = #"-") then (true, i + 1)
        else if i < n andalso at i = #"+" then (false, i + 1)
        else (false, i)
      (* Accumulates the negated value. *)
      fun loop (j, acc) =
        if j < n andalso Char.isDigit (at j) then loop (j + 1, acc * 10 - (ord (at j) - 48))
        else acc
    in
      if i < n andalso Char.isDigit (at i) then
        SOME (if negative then loop (i, 0) else ~ (loop (i, 0)))
      else NONE
    end

  (* Last: from here on the comparisons are the monomorphic ones. *)
  val op < : int * int -> bool = op <
  val op <= : int * int -> bool = op <=
  val op > : int * int -> bool = op >
  val op >= : int * int -> bool = op >=
end
