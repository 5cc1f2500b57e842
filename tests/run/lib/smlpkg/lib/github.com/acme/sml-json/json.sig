signature JSON = sig
  datatype t = NULL | BOOL of bool | NUMBER of string | STRING of string
             | ARRAY of t list | OBJECT of (string * t) list
  exception ParseError of string
  val fromString : string -> t
  val toString : t -> string
  val lookup : t -> string -> t option
end
