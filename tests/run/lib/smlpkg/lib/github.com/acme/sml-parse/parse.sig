(* Parser combinators over character streams. *)
signature PARSE = sig
  type pos = int
  type ('a, 's) p
  type 's stream
  val fromString : string -> char stream
  val >>= : ('a, char) p * ('a -> ('b, char) p) -> ('b, char) p
  val >>> : ('a, char) p * ('b, char) p -> ('a * 'b, char) p
  val ->> : ('a, char) p * ('b, char) p -> ('b, char) p
  val >>- : ('a, char) p * ('b, char) p -> ('a, char) p
  val || : ('a, char) p * ('a, char) p -> ('a, char) p
  val >>@ : ('a, char) p * ('a -> 'b) -> ('b, char) p
  val return : 'a -> ('a, char) p
  val fail : string -> ('a, char) p
  val satisfy : (char -> bool) -> (char, char) p
  val char : char -> (char, char) p
  val many : ('a, char) p -> ('a list, char) p
  val many1 : ('a, char) p -> ('a list, char) p
  val sepBy : ('a, char) p * ('b, char) p -> ('a list, char) p
  val delay : (unit -> ('a, char) p) -> ('a, char) p
  val ws : (unit, char) p
  val token : string -> (unit, char) p
  val eof : (unit, char) p
  datatype 'a result = Ok of 'a | Err of pos * string
  val parse : ('a, char) p -> char stream -> 'a result
end
