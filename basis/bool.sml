(* The Bool structure. *)

signature BOOL =
sig
  datatype bool = datatype bool
  val not : bool -> bool
  val toString : bool -> string
  val fromString : string -> bool option
end

structure Bool : BOOL =
struct
  datatype bool = datatype bool
  val not = not

  fun toString true = "true"
    | toString false = "false"

  fun fromString "true" = SOME true
    | fromString "false" = SOME false
    | fromString _ = NONE
end
