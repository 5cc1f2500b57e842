(* The Option structure; option, Option, getOpt, isSome and valOf are also
   top-level. *)

datatype 'a option = NONE | SOME of 'a

exception Option

fun getOpt (SOME x, _) = x
  | getOpt (NONE, d) = d

fun isSome (SOME _) = true
  | isSome NONE = false

fun valOf (SOME x) = x
  | valOf NONE = raise Option

signature OPTION =
sig
  datatype 'a option = NONE | SOME of 'a
  exception Option
  val getOpt : 'a option * 'a -> 'a
  val isSome : 'a option -> bool
  val valOf : 'a option -> 'a
  val filter : ('a -> bool) -> 'a -> 'a option
  val join : 'a option option -> 'a option
  val app : ('a -> unit) -> 'a option -> unit
  val map : ('a -> 'b) -> 'a option -> 'b option
  val mapPartial : ('a -> 'b option) -> 'a option -> 'b option
  val compose : ('a -> 'c) * ('b -> 'a option) -> 'b -> 'c option
  val composePartial : ('a -> 'c option) * ('b -> 'a option) -> 'b -> 'c option
end

structure Option : OPTION =
struct
  datatype option = datatype option
  exception Option = Option
  val getOpt = getOpt
  val isSome = isSome
  val valOf = valOf

  fun filter p x = if p x then SOME x else NONE

  fun join (SOME x) = x
    | join NONE = NONE

  fun app f (SOME x) = f x
    | app _ NONE = ()

  fun map f (SOME x) = SOME (f x)
    | map _ NONE = NONE

  fun mapPartial f (SOME x) = f x
    | mapPartial _ NONE = NONE

  fun compose (f, g) x = map f (g x)

  fun composePartial (f, g) x = mapPartial f (g x)
end
