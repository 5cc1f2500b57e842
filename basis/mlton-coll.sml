(* SkeinMLtonColl and the functor SkeinMLtonRotate: the implementations
   behind MLton.Array, MLton.Vector, MLton.Random, MLton.GC,
   MLton.Word/Word8/Word64/LargeWord and MLton.equal (mlton.sml binds and
   ascribes them); mlton.mlb shows them to mlton.sml only.

   Owns: the pseudo-random generator's state and algorithm, the in-order
   filling discipline of MLton.Vector.create, and rotation/byte swap.
   Invariants: the substructures Array, Vector and the word structures
   contain the whole Basis structure of the same name plus MLton's extras,
   so code inside structure MLton that names Array, Vector or Word8 still
   sees the Basis functions; only the signature MLTON narrows them.  A
   vector made by create/unfoldi is an array filled completely before it
   becomes the vector, and never written afterwards. *)

(* rol, ror and bswap for a WORD structure, then all of W (opened last so
   that W's operators do not replace the int ones used here). *)
functor SkeinMLtonRotate (W : WORD) =
struct
  type t = W.word
  val bits = Word.fromInt W.wordSize

  fun rol (w, n) =
    let val k = Word.mod (n, bits)
    in if k = 0w0 then w else W.orb (W.<< (w, k), W.>> (w, Word.- (bits, k))) end

  fun ror (w, n) =
    let val k = Word.mod (n, bits)
    in if k = 0w0 then w else W.orb (W.>> (w, k), W.<< (w, Word.- (bits, k))) end

  fun bswap w =
    let
      val byte = W.fromInt 255
      fun loop (i, w, acc) =
        if i >= W.wordSize div 8 then acc
        else loop (i + 1, W.>> (w, 0w8), W.orb (W.<< (acc, 0w8), W.andb (w, byte)))
    in
      loop (0, w, W.fromInt 0)
    end

  open W
end

structure SkeinMLtonColl =
struct
  fun alloc n = (_prim "Array.alloc" : int -> 'a array) n
  fun uupdate (a, i, x) = (_prim "Array.unsafeUpdate" : 'a array * int * 'a -> unit) (a, i, x)
  fun usub (a, i) = (_prim "Array.unsafeSub" : 'a array * int -> 'a) (a, i)
  fun fromArray a = (_prim "Vector.unsafeFromArray" : 'a array -> 'a vector) a

  (* Structural equality at every type (arrays and refs by identity). *)
  fun equal (a, b) = (_prim "MLton.equal" : 'a * 'a -> bool) (a, b)

  (* Fills a fresh array of n elements left to right, threading a state. *)
  fun unfoldArray (n, b, f) =
    if n < 0 orelse n > Array.maxLen then raise Size
    else
      let
        val a = alloc n
        fun loop (i, b) =
          if i >= n then b
          else let val (x, b') = f (i, b) in uupdate (a, i, x); loop (i + 1, b') end
      in
        (a, loop (0, b))
      end

  structure Array =
  struct
    open Array
    fun unfoldi (n, b, f) = unfoldArray (n, b, f)
  end

  structure Vector =
  struct
    open Vector

    fun unfoldi (n, b, f) = let val (a, b') = unfoldArray (n, b, f) in (fromArray a, b') end

    (* Entries are initialised in order (update (i, x) needs every j < i
       set already; setting one again is allowed); done needs them all,
       once. *)
    fun create n =
      let
        val a = if n < 0 orelse n > Array.maxLen then raise Size else alloc n
        val filled = ref 0
        val finished = ref false
        fun sub i = if i < 0 orelse i >= !filled then raise Subscript else usub (a, i)
        fun update (i, x) =
          if !finished then raise Fail "MLton.Vector.create: update after done"
          else if i < 0 orelse i >= n then raise Subscript
          else if i > !filled then raise Fail "MLton.Vector.create: update out of order"
          else (uupdate (a, i, x); if i = !filled then filled := i + 1 else ())
        fun done () =
          if !finished then raise Fail "MLton.Vector.create: done called twice"
          else if !filled < n then raise Fail "MLton.Vector.create: done before every entry is set"
          else (finished := true; fromArray a)
      in
        {done = done, sub = sub, update = update}
      end
  end

  structure Word = SkeinMLtonRotate (Word)
  structure Word8 = SkeinMLtonRotate (Word8)
  structure Word64 = SkeinMLtonRotate (Word64)
  structure Word16 = SkeinMLtonRotate (Word16)
  structure Word32 = SkeinMLtonRotate (Word32)

  structure Random =
  struct
    (* MLton's generator, so that a program seeded with srand prints what
       it prints under MLton: the linear congruential generator of
       Numerical Recipes in C (p. 284), state 13 at start, on MLton's
       default 32-bit words (the values are below 2^32; srand keeps the
       low 32 bits of its seed). *)
    val state : Word32.word ref = ref 0w13

    fun srand (s : word) = state := Word32.fromLarge (Word.toLarge s)

    fun rand () =
      let
        val s = 0w1664525 * !state + 0w1013904223
        val () = state := s
      in
        Word.fromLarge (Word32.toLarge s)
      end

    (* 4 of 8 bytes from /dev/random (device 0) or /dev/urandom (1): a
       32-bit value, as MLton's. *)
    fun entropy device =
      let val cell = Array.array (1, 0w0 : word)
      in
        if (_prim "MLton.Random.entropy" : int * word array -> bool) (device, cell)
        then SOME (Word.andb (Array.sub (cell, 0), 0wxFFFFFFFF)) else NONE
      end

    fun seed () = entropy 0
    fun useed () = entropy 1

    (* As MLton: each rand () gives the base-62 digits of a 32-bit value,
       least significant first, five of them (62^5 < 2^32 < 62^6). *)
    val alphaNum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    val digitsPerRand = 5
    val pending : word ref = ref 0w0
    val used = ref digitsPerRand
    fun alphaNumChar () =
      let
        val () = if !used = digitsPerRand then (pending := rand (); used := 1) else used := !used + 1
        val w = !pending
      in
        pending := Word.div (w, 0w62);
        String.sub (alphaNum, Word.toInt (Word.mod (w, 0w62)))
      end
    fun alphaNumString n = CharVector.tabulate (n, fn _ => alphaNumChar ())
  end

  structure GC =
  struct
    fun collect () = (_prim "MLton.GC.collect" : unit -> unit) ()
  end
end
