(* MLton.Pointer (MLton's MLTON_POINTER): addresses of C memory, for use
   with _import, _address and _symbol (crates/codegen/src/prims_ffi.rs).
   Seen by mlton.sml only, as SkeinMLtonPointer.

   t is a Word64.word underneath (sealed: an eqtype of its own), which
   crosses _import as a C pointer (code w64: the same registers as void *
   on the 64-bit targets Skein supports).  getX (p, i) and setX (p, i, x)
   read and write the X at address p + i * sizeof X, as MLton's do; the
   primitives MLton.Pointer.getX/setX (prims_basis.rs) go through memcpy,
   so C code may have written the bytes at any type.  Nothing is checked:
   a bad address crashes the program, as in MLton.

   SkeinMLtonLibc is what the MLton structures that call the C library
   through _import share (ProcEnv and Rlimit in mlton-env.sml, Itimer in
   mlton-signal.sml): malloc/free, errno (through glibc's
   __errno_location) and a call on a scratch buffer. *)

signature MLTON_POINTER =
sig
  eqtype t
  val add : t * word -> t
  val compare : t * t -> order
  val diff : t * t -> word
  val getInt8 : t * int -> Int8.int
  val getInt16 : t * int -> Int16.int
  val getInt32 : t * int -> Int32.int
  val getInt64 : t * int -> Int64.int
  val getPointer : t * int -> t
  val getReal32 : t * int -> Real32.real
  val getReal64 : t * int -> Real64.real
  val getWord8 : t * int -> Word8.word
  val getWord16 : t * int -> Word16.word
  val getWord32 : t * int -> Word32.word
  val getWord64 : t * int -> Word64.word
  val null : t
  val setInt8 : t * int * Int8.int -> unit
  val setInt16 : t * int * Int16.int -> unit
  val setInt32 : t * int * Int32.int -> unit
  val setInt64 : t * int * Int64.int -> unit
  val setPointer : t * int * t -> unit
  val setReal32 : t * int * Real32.real -> unit
  val setReal64 : t * int * Real64.real -> unit
  val setWord8 : t * int * Word8.word -> unit
  val setWord16 : t * int * Word16.word -> unit
  val setWord32 : t * int * Word32.word -> unit
  val setWord64 : t * int * Word64.word -> unit
  val sizeofPointer : word
  val sub : t * word -> t
end

structure SkeinMLtonPointer : MLTON_POINTER where type t = Word64.word =
struct
  type t = Word64.word
  val null : t = 0w0
  val sizeofPointer : word = 0w8
  fun add (p, w) = Word64.+ (p, Word.toLarge w)
  fun sub (p, w) = Word64.- (p, Word.toLarge w)
  fun diff (p, q) = Word.fromLarge (Word64.- (p, q))
  val compare = Word64.compare

  fun getInt8 (p, i) = (_prim "MLton.Pointer.getInt8" : Word64.word * int -> Int8.int) (p, i)
  fun getInt16 (p, i) = (_prim "MLton.Pointer.getInt16" : Word64.word * int -> Int16.int) (p, i)
  fun getInt32 (p, i) = (_prim "MLton.Pointer.getInt32" : Word64.word * int -> Int32.int) (p, i)
  fun getInt64 (p, i) = (_prim "MLton.Pointer.getInt64" : Word64.word * int -> Int64.int) (p, i)
  fun getPointer (p, i) = (_prim "MLton.Pointer.getPointer" : Word64.word * int -> Word64.word) (p, i)
  fun getReal32 (p, i) = (_prim "MLton.Pointer.getReal32" : Word64.word * int -> Real32.real) (p, i)
  fun getReal64 (p, i) = (_prim "MLton.Pointer.getReal64" : Word64.word * int -> Real64.real) (p, i)
  fun getWord8 (p, i) = (_prim "MLton.Pointer.getWord8" : Word64.word * int -> Word8.word) (p, i)
  fun getWord16 (p, i) = (_prim "MLton.Pointer.getWord16" : Word64.word * int -> Word16.word) (p, i)
  fun getWord32 (p, i) = (_prim "MLton.Pointer.getWord32" : Word64.word * int -> Word32.word) (p, i)
  fun getWord64 (p, i) = (_prim "MLton.Pointer.getWord64" : Word64.word * int -> Word64.word) (p, i)

  fun setInt8 (p, i, x) = (_prim "MLton.Pointer.setInt8" : Word64.word * int * Int8.int -> unit) (p, i, x)
  fun setInt16 (p, i, x) = (_prim "MLton.Pointer.setInt16" : Word64.word * int * Int16.int -> unit) (p, i, x)
  fun setInt32 (p, i, x) = (_prim "MLton.Pointer.setInt32" : Word64.word * int * Int32.int -> unit) (p, i, x)
  fun setInt64 (p, i, x) = (_prim "MLton.Pointer.setInt64" : Word64.word * int * Int64.int -> unit) (p, i, x)
  fun setPointer (p, i, x) = (_prim "MLton.Pointer.setPointer" : Word64.word * int * Word64.word -> unit) (p, i, x)
  fun setReal32 (p, i, x) = (_prim "MLton.Pointer.setReal32" : Word64.word * int * Real32.real -> unit) (p, i, x)
  fun setReal64 (p, i, x) = (_prim "MLton.Pointer.setReal64" : Word64.word * int * Real64.real -> unit) (p, i, x)
  fun setWord8 (p, i, x) = (_prim "MLton.Pointer.setWord8" : Word64.word * int * Word8.word -> unit) (p, i, x)
  fun setWord16 (p, i, x) = (_prim "MLton.Pointer.setWord16" : Word64.word * int * Word16.word -> unit) (p, i, x)
  fun setWord32 (p, i, x) = (_prim "MLton.Pointer.setWord32" : Word64.word * int * Word32.word -> unit) (p, i, x)
  fun setWord64 (p, i, x) = (_prim "MLton.Pointer.setWord64" : Word64.word * int * Word64.word -> unit) (p, i, x)
end

structure SkeinMLtonLibc =
struct
  val malloc = _import "malloc" : Word64.word -> SkeinMLtonPointer.t;
  val free = _import "free" : SkeinMLtonPointer.t -> unit;
  val errnoLocation = _import "__errno_location" : unit -> SkeinMLtonPointer.t;
  fun errno () = Posix.Error.fromWord (SysWord.fromInt (Int32.toInt (SkeinMLtonPointer.getInt32 (errnoLocation (), 0))))
  fun sysErr e = raise OS.SysErr (OS.errorMsg e, SOME e)

  (* f on a fresh buffer of `bytes` bytes, freed afterwards: f returns a C
     call's status and a result; status 0 gives the result, any other
     raises SysErr with the errno the call left. *)
  fun withBuffer bytes f =
    let
      val p = malloc bytes
      val _ = if p = SkeinMLtonPointer.null then raise OS.SysErr ("cannot allocate", NONE) else ()
      val (status : Int32.int, x) = f p
      val e = errno ()
    in
      free p;
      if status = 0 then x else sysErr e
    end
end
