(* Arbitrary precision naturals as digit lists, checked against IntInf. *)
signature BIGNUM = sig
  type t
  val fromInt : int -> t
  val fromString : string -> t option
  val toString : t -> string
  val + : t * t -> t
  val * : t * t -> t
  val compare : t * t -> order
  val toIntInf : t -> IntInf.int
end
structure Bignum :> BIGNUM = struct
  type t = int list (* little-endian base 10000 *)
  val base = 10000
  fun norm (d :: ds) carry = let val v = d + carry in v mod base :: norm ds (v div base) end
    | norm [] 0 = []
    | norm [] carry = norm [carry] 0
  fun trim l = rev (List.drop (rev l, 0)) before ()
  fun strip l = let fun go (0 :: r) = go r | go r = r in rev (go (rev l)) end
  fun fromInt n = strip (norm [n] 0)
  fun add (a :: x, b :: y) = (a + b) :: add (x, y)
    | add (x, []) = x
    | add ([], y) = y
  fun op + (a, b) = strip (norm (add (a, b)) 0)
  fun op * (a, b) =
      let fun scale k l = map (fn d => Int.* (d, k)) l
          fun go [] = []
            | go (d :: ds) = add (scale d b, 0 :: go ds)
      in strip (norm (go a) 0) end
  fun compare (a, b) =
      case Int.compare (length a, length b) of
          EQUAL => List.collate Int.compare (rev a, rev b)
        | ord => ord
  fun toString [] = "0"
    | toString l = let val r = rev l
                   in String.concat (Int.toString (hd r) :: map (StringCvt.padLeft #"0" 4 o Int.toString) (tl r)) end
  fun fromString s =
      if s = "" orelse not (CharVector.all Char.isDigit s) then NONE
      else SOME (List.foldl (fn (c, acc) => acc * fromInt 10 + fromInt (Char.ord c - 48)) [] (explode s))
  fun toIntInf l = List.foldr (fn (d, acc) => IntInf.+ (IntInf.* (acc, 10000), IntInf.fromInt d)) 0 l
end
