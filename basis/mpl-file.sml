(* MPL.File (MPL's basis/mpl/file.sig): random-access reads of a whole
   file by byte offset, with pread(2) on a descriptor kept open until
   closeFile (no mmap: reads copy straight into the array slots).  Offsets
   and slices are checked (Subscript); system errors raise OS.SysErr; use
   after closeFile raises Fail.  mpl.mlb includes its own copy of
   prim-io.sml (SkeinPrimIO), hidden there too. *)

signature MPL_FILE =
sig
  type t
  val openFile : string -> t
  val closeFile : t -> unit
  val size : t -> int
  val readChar : t -> int -> char
  val readWord8 : t -> int -> Word8.word
  val readChars : t -> int -> char ArraySlice.slice -> unit
  val readWord8s : t -> int -> Word8.word ArraySlice.slice -> unit
  (* The Word.word in the 8 bytes at a byte offset, little-endian (the
     byte order of every host Skein runs on). *)
  val readWord : t -> int -> Word.word
end

structure MPL =
struct
  structure File :> MPL_FILE =
  struct
    (* descriptor (~1 once closed), size in bytes *)
    type t = {fd : int ref, size : int}

    fun check r = if r < 0 then raise OS.SysErr (OS.errorMsg (~ r), SOME (~ r)) else r

    fun openFile name =
      let
        val fd = check (SkeinPrimIO.openFile (name, SkeinPrimIO.constant "O_RDONLY", 0))
        val st = Array.array (12, 0)
        val _ = check (SkeinPrimIO.fstat (fd, st)) handle e => (ignore (SkeinPrimIO.close fd); raise e)
      in
        {fd = ref fd, size = Array.sub (st, 1)}
      end

    fun fdOf ({fd, ...} : t) = if !fd < 0 then raise Fail "MPL.File: file is closed" else !fd

    fun closeFile ({fd, ...} : t) =
      if !fd < 0 then () else let val d = !fd in fd := ~1; ignore (check (SkeinPrimIO.close d)) end

    fun size ({size, ...} : t) = size

    (* Reads n bytes at offset off into slots a[i..i+n). *)
    fun readInto (t as {size, ...} : t, off, a, i, n) =
      if off < 0 orelse n < 0 orelse off > size - n then raise Subscript
      else
        let val got = check (SkeinPrimIO.preadSlots (fdOf t, a, i, n, off))
        in if got < n then raise OS.SysErr ("MPL.File: file shrank while reading", NONE) else () end

    fun readChars t off sl = let val (a, i, n) = ArraySlice.base sl in readInto (t, off, a, i, n) end
    fun readWord8s t off sl = let val (a, i, n) = ArraySlice.base sl in readInto (t, off, a, i, n) end
    fun readChar t off = let val a = Array.array (1, #"\000") in readInto (t, off, a, 0, 1); Array.sub (a, 0) end
    fun readWord8 t off = let val a = Array.array (1, 0w0 : Word8.word) in readInto (t, off, a, 0, 1); Array.sub (a, 0) end
    fun readWord t off =
      let val a = Word8Array.array (8, 0w0)
      in readInto (t, off, a, 0, 8); Word.fromLarge (PackWord64Little.subArr (a, 0)) end
  end
end
