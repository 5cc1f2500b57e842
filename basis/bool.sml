(* The Bool structure (after string-cvt.sml: scan reads StringCvt readers). *)

signature BOOL =
sig
  datatype bool = datatype bool
  val not : bool -> bool
  val toString : bool -> string
  val scan : (char, 'a) StringCvt.reader -> (bool, 'a) StringCvt.reader
  val fromString : string -> bool option
end

structure Bool : BOOL =
struct
  datatype bool = datatype bool
  val not = not

  fun toString true = "true"
    | toString false = "false"

  (* After white space, "true" or "false" in any case; the rest of the
     stream is left unread (so "truex" scans as true, as in Poly/ML and
     MLton). *)
  fun scan getc src =
    let
      fun word ([], s) = SOME s
        | word (c :: cs, s) =
            case getc s of
              SOME (c', s') => if Char.toLower c' = c then word (cs, s') else NONE
            | NONE => NONE
      val s = StringCvt.skipWS getc src
    in
      case word (explode "true", s) of
        SOME s' => SOME (true, s')
      | NONE =>
          case word (explode "false", s) of
            SOME s' => SOME (false, s')
          | NONE => NONE
    end

  fun fromString s = StringCvt.scanString scan s
end
