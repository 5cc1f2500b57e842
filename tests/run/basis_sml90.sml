(* SML90: the SML '90 functions, their exceptions, and the stream
   functions on a temporary file. *)
open SML90
fun try name f = (print (name ^ ": " ^ f () ^ "\n"))
  handle Sqrt => print (name ^ ": Sqrt\n") | Ln => print (name ^ ": Ln\n")
       | Exp => print (name ^ ": Exp\n") | Ord => print (name ^ ": Ord\n")
       | Chr => print (name ^ ": Chr\n") | Io _ => print (name ^ ": Io\n")
val _ = try "sqrt" (fn () => Real.toString (sqrt 16.0))
val _ = try "sqrt neg" (fn () => Real.toString (sqrt ~1.0))
val _ = try "exp" (fn () => Real.toString (exp 0.0))
(* Poly/ML 5.7's SML90 exceptions are all one exception, and its ln 0.0
   is ~inf, not Ln: only whether these raise is compared. *)
val _ = print ("exp big: " ^ ((Real.toString (exp 1000.0)) handle _ => "raised") ^ "\n")
val _ = try "ln" (fn () => Real.toString (ln 1.0))
val _ = try "trig" (fn () => Real.toString (sin 0.0 + cos 0.0 + arctan 0.0))
val _ = try "ord" (fn () => Int.toString (ord "abc"))
val _ = print ("ord empty: " ^ ((Int.toString (ord "")) handle _ => "raised") ^ "\n")
val _ = try "chr" (fn () => chr 65)
val _ = try "chr bad" (fn () => chr 256)
val _ = try "explode" (fn () => String.concatWith "," (explode "xyz"))
val _ = try "implode" (fn () => implode ["ab", "", "c"])
val name = OS.FileSys.tmpName ()
val out = open_out name
val () = output (out, "hello\nworld\n")
val () = close_out out
val ins = open_in name
val _ = try "lookahead" (fn () => lookahead ins)
val _ = try "input" (fn () => input (ins, 7))
val _ = try "end_of_stream" (fn () => Bool.toString (end_of_stream ins))
val _ = try "rest" (fn () => input (ins, 100))
val _ = try "end_of_stream" (fn () => Bool.toString (end_of_stream ins))
val _ = try "lookahead at end" (fn () => lookahead ins)
val () = close_in ins
val () = OS.FileSys.remove name
val _ = try "open missing" (fn () => (open_in name; "opened"))
