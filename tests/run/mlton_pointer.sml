(* no-poly *)
(* MLton.Pointer on C memory from libc's malloc (_import with Pointer.t
   arguments and results): every get/set at its element size (the index
   is scaled: getInt32 (p, 1) reads bytes 4..7), sign and zero extension
   of narrow values, Real32 and Real64 bits, pointers stored in memory,
   add/sub/diff/compare/null/sizeofPointer; _address of a libc variable
   (environ) and of a variable the program defines with _symbol alloc,
   whose getter and setter are checked against a Pointer read; a loop
   that allocates between Pointer accesses (gc-stress collects there: C
   memory never moves); _import * through function pointers. *)
structure P = MLton.Pointer
val malloc = _import "malloc" : Word64.word -> P.t;
val free = _import "free" : P.t -> unit;
val memset = _import "memset" : P.t * Int32.int * Word64.word -> P.t;

fun line s = print (s ^ "\n")
val p = malloc 0w128
val () = line (if p = P.null then "null" else "allocated")
val _ = memset (p, 0, 0w128)
val () = P.setInt32 (p, 0, 7)
val () = P.setInt32 (p, 1, ~9)
val () = line (Int32.toString (P.getInt32 (p, 0)) ^ " " ^ Int32.toString (P.getInt32 (p, 1)))
val () = line (Word8.toString (P.getWord8 (p, 4)) ^ " " ^ Int8.toString (P.getInt8 (p, 4)) ^ " " ^ Word16.toString (P.getWord16 (p, 2)))
val () = P.setReal64 (p, 2, 3.25)
val () = line (Real.toString (P.getReal64 (p, 2)) ^ " " ^ Word64.toString (P.getWord64 (p, 2)))
val () = P.setReal32 (p, 6, 1.5)
val () = line (Real32.toString (P.getReal32 (p, 6)) ^ " " ^ Word32.toString (P.getWord32 (p, 6)))
val () = P.setInt8 (p, 40, ~3)
val () = line (Int8.toString (P.getInt8 (p, 40)) ^ " " ^ Word8.toString (P.getWord8 (p, 40)))
val () = P.setInt16 (p, 21, ~2)
val () = line (Int16.toString (P.getInt16 (p, 21)) ^ " " ^ Word16.toString (P.getWord16 (p, 21)))
val () = P.setWord16 (p, 22, 0wxBEEF)
val () = P.setWord32 (p, 12, 0wxDEADBEEF)
val () = line (Word16.toString (P.getWord16 (p, 22)) ^ " " ^ Word32.toString (P.getWord32 (p, 12)) ^ " " ^ Int32.toString (P.getInt32 (p, 12)))
val () = P.setPointer (p, 4, P.add (p, 0w8))
val q = P.getPointer (p, 4)
val () = line (Word.toString (P.diff (q, p)) ^ " " ^ Int32.toString (P.getInt32 (q, ~1)) ^ " " ^ Real.toString (P.getReal64 (P.sub (q, 0w8), 2)))
val () = P.setWord64 (p, 7, 0wxFFFFFFFFFFFFFFFF)
val () = P.setInt64 (p, 8, ~1234567890123)
val () = line (Int64.toString (P.getInt64 (p, 7)) ^ " " ^ Word16.toString (P.getWord16 (p, 28)) ^ " " ^ Int64.toString (P.getInt64 (p, 8)))
val () = line (Bool.toString (P.compare (p, P.add (p, 0w1)) = LESS) ^ " " ^ Bool.toString (P.compare (q, q) = EQUAL)
               ^ " " ^ Word.toString P.sizeofPointer)

(* Sums written through one pointer and read through another, with
   allocation (lists) in between. *)
fun fill i = if i = 16 then () else (P.setInt64 (p, i, Int64.fromInt (i * i)); ignore (List.tabulate (i, fn k => k)); fill (i + 1))
val () = fill 0
val sum = List.foldl (fn (i, s) => s + P.getInt64 (q, i - 1)) 0 (List.tabulate (15, fn i => i + 1))
val () = line (Int64.toString sum)
val () = free p

val environ = _address "environ" : P.t;
val () = line (if P.getPointer (environ, 0) = P.null then "no environment" else "environment")
val (getCounter, setCounter) = _symbol "skein_test_counter" alloc : (unit -> int) * (int -> unit);
val () = setCounter 41
val () = setCounter (getCounter () + 1)
val counter = _address "skein_test_counter" : P.t;
val () = line (Int.toString (getCounter ()) ^ " " ^ Int64.toString (P.getInt64 (counter, 0)))
val () = P.setInt64 (counter, 0, 7)
val () = line (Int.toString (getCounter ()))
val (getFlag, setFlag) = _symbol "skein_test_flag" alloc : (unit -> bool) * (bool -> unit);
val () = line (Bool.toString (getFlag ()))
val () = setFlag true
val () = line (Bool.toString (getFlag ()))
val (getR, setR) = _symbol "skein_test_real" alloc : (unit -> real) * (real -> unit);
val () = setR 2.5
val () = line (Real.toString (getR () * 2.0))

(* _import *: calls through C function pointers (from _address, and one
   read back from C memory). *)
val labs = _import * : P.t -> int -> int;
val pow = _import * : P.t -> real * real -> real;
val getpidAt = _import * : P.t -> unit -> Int32.int;
val strlen = _import * cdecl : P.t -> string -> Word64.word;
val () = line (Int.toString (labs (_address "labs" : P.t;) ~17) ^ " " ^ Real.toString (pow (_address "pow" : P.t) (2.0, 8.0)))
val () = line (Bool.toString (getpidAt (_address "getpid" : P.t) () = (_import "getpid" : unit -> Int32.int;) ()))
val cell = malloc 0w8
val () = P.setPointer (cell, 0, _address "strlen" : P.t)
val () = line (Word64.toString (strlen (P.getPointer (cell, 0)) "hello\000"))
val () = free cell
