(* no-poly *)
(* MLton's _import of libc and libm functions: abs/labs (Int32/Int64),
   cos/pow (real), strlen on a NUL-terminated string, memset and memcpy
   into Word8Arrays, a function imported at two types, unit -> t
   imports (getpid), a bool result (isatty through an int compare), and
   calls inside loops that allocate (so gc-stress moves objects between
   calls). *)
val abs32 = _import "abs" : Int32.int -> Int32.int;
val labs = _import "labs" : Int64.int -> Int64.int;
val labsInt = _import "labs" cdecl : int -> int;
val cos = _import "cos" : real -> real;
val pow = _import "pow" reentrant : real * real -> real;
val strlen = _import "strlen" : string -> Word64.word;
val memset = _import "memset" : Word8Array.array * Int32.int * Word64.word -> unit;
val memcpy = _import "memcpy" : Word8Array.array * Word8Vector.vector * word -> unit;
val getpid = _import "getpid" : unit -> Int32.int;
val strcmp = _import "strcmp" : string * string -> Int32.int;
val memcmpc = _import "memcmp" : CharVector.vector * char array * Word64.word -> Int32.int;

val () = print (Int32.toString (abs32 ~42) ^ "\n")
val () = print (Int64.toString (labs ~1234567890123) ^ "\n")
val () = print (Int.toString (labsInt ~7) ^ "\n")
val () = print (Real.toString (cos 0.0) ^ " " ^ Real.toString (pow (2.0, 10.0)) ^ "\n")
val () = print (Int.toString (Word64.toInt (strlen "hello, world\000")) ^ "\n")
val () = print (Int.toString (Int32.sign (strcmp ("abc\000", "abd\000"))) ^ " " ^ Int.toString (Int32.sign (strcmp ("x\000", "x\000"))) ^ "\n")

val a = Word8Array.array (10, 0w0)
val () = memset (a, 65, 0w4)
val () = memcpy (a, Word8Vector.fromList [0w1, 0w2, 0w3], 0w3)
val () = print (String.concatWith "," (Word8Array.foldr (fn (w, l) => Int.toString (Word8.toInt w) :: l) [] a) ^ "\n")
val () = print (if getpid () > 0 then "pid ok\n" else "pid bad\n")
val ca = Array.fromList (explode "hello")
val () = print (Int32.toString (memcmpc ("hello", ca, 0w5)) ^ "\n")

(* Many calls with allocation in between: objects move under gc-stress. *)
fun loop (i, acc) =
  if i = 200 then acc
  else
    let
      val s = String.concat [Int.toString i, "-", Int.toString (i * i), "\000"]
      val b = Word8Array.array (i + 1, 0w0)
      val () = memset (b, Int32.fromInt (i mod 256), Word64.fromInt (i + 1))
      val n = Word64.toInt (strlen s)
    in
      loop (i + 1, acc + n + Word8.toInt (Word8Array.sub (b, i)) + Int32.toInt (abs32 (Int32.fromInt (~i))))
    end
val () = print (Int.toString (loop (0, 0)) ^ "\n")
(* An import used as a value. *)
val () = print (String.concatWith " " (map (Int32.toString o abs32) [~1, 2, ~3]) ^ "\n")
