(* SML90 (the Basis Library's optional structure for SML '90 code): the
   old top-level functions with their own exceptions, on TextIO streams.
   I/O failures raise Io with the message of the IO.Io they come from. *)

signature SML90 =
sig
  type instream
  type outstream
  exception Abs
  exception Quot
  exception Prod
  exception Neg
  exception Sum
  exception Diff
  exception Floor
  exception Exp
  exception Sqrt
  exception Ln
  exception Ord
  exception Mod
  exception Io of string
  exception Interrupt
  val sqrt : real -> real
  val exp : real -> real
  val ln : real -> real
  val sin : real -> real
  val cos : real -> real
  val arctan : real -> real
  val ord : string -> int
  val chr : int -> string
  val explode : string -> string list
  val implode : string list -> string
  val std_in : instream
  val open_in : string -> instream
  val input : instream * int -> string
  val lookahead : instream -> string
  val close_in : instream -> unit
  val end_of_stream : instream -> bool
  val std_out : outstream
  val open_out : string -> outstream
  val output : outstream * string -> unit
  val close_out : outstream -> unit
end

structure SML90 :> SML90
  where type instream = TextIO.instream
  where type outstream = TextIO.outstream =
struct
  type instream = TextIO.instream
  type outstream = TextIO.outstream
  exception Abs
  exception Quot
  exception Prod
  exception Neg
  exception Sum
  exception Diff
  exception Floor
  exception Exp
  exception Sqrt
  exception Ln
  exception Ord
  exception Mod
  exception Io of string
  exception Interrupt

  fun sqrt x = if x < 0.0 then raise Sqrt else Math.sqrt x
  fun exp x = let val y = Math.exp x in if Real.isFinite y then y else raise Exp end
  fun ln x = if x <= 0.0 then raise Ln else Math.ln x
  val sin = Math.sin
  val cos = Math.cos
  val arctan = Math.atan
  fun ord "" = raise Ord
    | ord s = Char.ord (String.sub (s, 0))
  fun chr i = String.str (Char.chr i)
  fun explode s = map String.str (String.explode s)
  val implode = String.concat

  fun io f x = f x handle e as IO.Io _ => raise Io (General.exnMessage e)
  val std_in = TextIO.stdIn
  val open_in = io TextIO.openIn
  val input = io TextIO.inputN
  fun lookahead s = io (fn s => case TextIO.lookahead s of SOME c => String.str c | NONE => "") s
  val close_in = io TextIO.closeIn
  val end_of_stream = io TextIO.endOfStream
  val std_out = TextIO.stdOut
  val open_out = io TextIO.openOut
  val output = io TextIO.output
  val close_out = io TextIO.closeOut
end
