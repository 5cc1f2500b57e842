(* The General structure and the top-level values it provides.
   Match, Bind, Div, Overflow, Subscript, Size, Chr, Domain and Fail come
   from the compiler's initial basis, with fixed identities the runtime
   knows (it raises some of them itself); only Span is declared here. *)

datatype order = LESS | EQUAL | GREATER

exception Span

fun not true = false
  | not false = true

fun x <> y = not (x = y)

fun ! (ref x) = x

fun (f o g) x = f (g x)

fun x before () = x

fun ignore _ = ()

val exnName = SkeinPrim.exnName

fun exnMessage (Fail s) = SkeinPrim.stringAppend ("Fail: ", s)
  | exnMessage e = exnName e

signature GENERAL =
sig
  eqtype unit
  type exn
  exception Bind
  exception Match
  exception Chr
  exception Div
  exception Domain
  exception Fail of string
  exception Overflow
  exception Size
  exception Span
  exception Subscript
  val exnName : exn -> string
  val exnMessage : exn -> string
  datatype order = LESS | EQUAL | GREATER
  val ! : 'a ref -> 'a
  val := : 'a ref * 'a -> unit
  val o : ('b -> 'c) * ('a -> 'b) -> 'a -> 'c
  val before : 'a * unit -> 'a
  val ignore : 'a -> unit
end

structure General : GENERAL =
struct
  type unit = unit
  type exn = exn
  exception Bind = Bind
  exception Match = Match
  exception Chr = Chr
  exception Div = Div
  exception Domain = Domain
  exception Fail = Fail
  exception Overflow = Overflow
  exception Size = Size
  exception Span = Span
  exception Subscript = Subscript
  val exnName = exnName
  val exnMessage = exnMessage
  datatype order = datatype order
  val ! = !
  val op := = op :=
  val op o = op o
  val op before = op before
  val ignore = ignore
end
