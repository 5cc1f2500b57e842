(* The Vector and VectorSlice structures: immutable vectors, in SML over
   the primitives Vector.fromList, Vector.length, Vector.unsafeSub and
   Vector.unsafeFromArray.  Vectors built element by element (tabulate, map,
   concat, update...) are filled in a fresh array that then becomes the
   vector in place; that array never escapes. *)

signature VECTOR =
sig
  eqtype 'a vector
  val maxLen : int
  val fromList : 'a list -> 'a vector
  val tabulate : int * (int -> 'a) -> 'a vector
  val length : 'a vector -> int
  val sub : 'a vector * int -> 'a
  val update : 'a vector * int * 'a -> 'a vector
  val concat : 'a vector list -> 'a vector
  val appi : (int * 'a -> unit) -> 'a vector -> unit
  val app : ('a -> unit) -> 'a vector -> unit
  val mapi : (int * 'a -> 'b) -> 'a vector -> 'b vector
  val map : ('a -> 'b) -> 'a vector -> 'b vector
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a vector -> 'b
  val findi : (int * 'a -> bool) -> 'a vector -> (int * 'a) option
  val find : ('a -> bool) -> 'a vector -> 'a option
  val exists : ('a -> bool) -> 'a vector -> bool
  val all : ('a -> bool) -> 'a vector -> bool
  val collate : ('a * 'a -> order) -> 'a vector * 'a vector -> order
end

structure Vector : VECTOR =
struct
  type 'a vector = 'a vector
  val maxLen = SkeinPrim.maxLen
  val fromList = SkeinPrim.vectorFromList
  val length = SkeinPrim.vectorLength
  fun usub (v, i) = SkeinPrim.vectorUnsafeSub (v, i)

  (* A vector of n >= 0 elements, element i being f i (called in order):
     filled in a fresh array that then becomes the vector. *)
  fun build (n, f) =
    let
      val a = SkeinPrim.arrayAlloc n
      fun loop i = if i >= n then () else (SkeinPrim.arrayUnsafeUpdate (a, i, f i); loop (i + 1))
    in
      loop 0; SkeinPrim.vectorUnsafeFromArray a
    end

  fun tabulate (n, f) = if n < 0 orelse n > maxLen then raise Size else build (n, f)

  fun sub (v, i) = if i < 0 orelse i >= length v then raise Subscript else usub (v, i)

  fun update (v, i, x) =
    if i < 0 orelse i >= length v then raise Subscript
    else build (length v, fn k => if k = i then x else usub (v, k))

  fun concat vs =
    let
      val n = List.foldl (fn (v, acc) => acc + length v) 0 vs
      val a = SkeinPrim.arrayAlloc n
      fun copy (v, at) =
        let
          val m = length v
          fun loop k = if k >= m then () else (SkeinPrim.arrayUnsafeUpdate (a, at + k, usub (v, k)); loop (k + 1))
        in
          loop 0; at + m
        end
    in
      ignore (List.foldl copy 0 vs); SkeinPrim.vectorUnsafeFromArray a
    end

  fun foldli f b v =
    let val n = length v
        fun loop (i, acc) = if i >= n then acc else loop (i + 1, f (i, usub (v, i), acc))
    in loop (0, b) end

  fun foldri f b v =
    let fun loop (i, acc) = if i < 0 then acc else loop (i - 1, f (i, usub (v, i), acc))
    in loop (length v - 1, b) end

  fun foldl f b v = foldli (fn (_, x, acc) => f (x, acc)) b v
  fun foldr f b v = foldri (fn (_, x, acc) => f (x, acc)) b v

  fun appi f v =
    let val n = length v
        fun loop i = if i >= n then () else (f (i, usub (v, i)); loop (i + 1))
    in loop 0 end

  fun app f v = appi (fn (_, x) => f x) v
  fun mapi f v = build (length v, fn i => f (i, usub (v, i)))
  fun map f v = build (length v, fn i => f (usub (v, i)))

  fun findi p v =
    let val n = length v
        fun loop i = if i >= n then NONE else if p (i, usub (v, i)) then SOME (i, usub (v, i)) else loop (i + 1)
    in loop 0 end

  fun find p v = case findi (fn (_, x) => p x) v of SOME (_, x) => SOME x | NONE => NONE
  fun exists p v = case findi (fn (_, x) => p x) v of SOME _ => true | NONE => false
  fun all p v = not (exists (fn x => not (p x)) v)

  fun collate cmp (a, b) =
    let
      val (n, m) = (length a, length b)
      fun loop i =
        if i >= n then (if i >= m then EQUAL else LESS)
        else if i >= m then GREATER
        else case cmp (usub (a, i), usub (b, i)) of EQUAL => loop (i + 1) | other => other
    in
      loop 0
    end
end

signature VECTOR_SLICE =
sig
  type 'a slice
  val length : 'a slice -> int
  val sub : 'a slice * int -> 'a
  val full : 'a Vector.vector -> 'a slice
  val slice : 'a Vector.vector * int * int option -> 'a slice
  val subslice : 'a slice * int * int option -> 'a slice
  val base : 'a slice -> 'a Vector.vector * int * int
  val vector : 'a slice -> 'a Vector.vector
  val concat : 'a slice list -> 'a Vector.vector
  val isEmpty : 'a slice -> bool
  val getItem : 'a slice -> ('a * 'a slice) option
  val appi : (int * 'a -> unit) -> 'a slice -> unit
  val app : ('a -> unit) -> 'a slice -> unit
  val mapi : (int * 'a -> 'b) -> 'a slice -> 'b Vector.vector
  val map : ('a -> 'b) -> 'a slice -> 'b Vector.vector
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a slice -> 'b
  val findi : (int * 'a -> bool) -> 'a slice -> (int * 'a) option
  val find : ('a -> bool) -> 'a slice -> 'a option
  val exists : ('a -> bool) -> 'a slice -> bool
  val all : ('a -> bool) -> 'a slice -> bool
  val collate : ('a * 'a -> order) -> 'a slice * 'a slice -> order
end

structure VectorSlice : VECTOR_SLICE =
struct
  (* (vector, start, length) *)
  (* An abstype, so that the type does not admit equality (the spec's is
     abstract: type, not eqtype); it compiles as the datatype would. *)
  abstype 'a slice = S of 'a vector * int * int with

  fun usub (v, i) = SkeinPrim.vectorUnsafeSub (v, i)

  fun length (S (_, _, n)) = n
  fun sub (S (v, i, n), k) = if k < 0 orelse k >= n then raise Subscript else usub (v, i + k)
  fun full v = S (v, 0, Vector.length v)

  fun slice (v, i, NONE) = if i < 0 orelse i > Vector.length v then raise Subscript else S (v, i, Vector.length v - i)
    | slice (v, i, SOME n) = if i < 0 orelse n < 0 orelse i > Vector.length v - n then raise Subscript else S (v, i, n)

  fun subslice (S (v, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else S (v, i + j, n - j)
    | subslice (S (v, i, n), j, SOME m) = if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else S (v, i + j, m)

  fun base (S s) = s
  fun isEmpty (S (_, _, n)) = n = 0
  fun getItem (S (v, i, n)) = if n = 0 then NONE else SOME (usub (v, i), S (v, i + 1, n - 1))

  fun foldli f b (S (v, i, n)) =
    let fun loop (k, acc) = if k >= n then acc else loop (k + 1, f (k, usub (v, i + k), acc))
    in loop (0, b) end

  fun foldri f b (S (v, i, n)) =
    let fun loop (k, acc) = if k < 0 then acc else loop (k - 1, f (k, usub (v, i + k), acc))
    in loop (n - 1, b) end

  fun foldl f b s = foldli (fn (_, x, acc) => f (x, acc)) b s
  fun foldr f b s = foldri (fn (_, x, acc) => f (x, acc)) b s
  fun appi f (S (v, i, n)) =
    let fun loop k = if k >= n then () else (f (k, usub (v, i + k)); loop (k + 1))
    in loop 0 end
  fun app f s = appi (fn (_, x) => f x) s
  fun vector (S (v, i, n)) = Vector.tabulate (n, fn k => usub (v, i + k))
  fun concat ss = Vector.concat (List.map vector ss)
  fun mapi f (S (v, i, n)) = Vector.tabulate (n, fn k => f (k, usub (v, i + k)))
  fun map f s = mapi (fn (_, x) => f x) s

  fun findi p (S (v, i, n)) =
    let fun loop k = if k >= n then NONE else if p (k, usub (v, i + k)) then SOME (k, usub (v, i + k)) else loop (k + 1)
    in loop 0 end

  fun find p s = case findi (fn (_, x) => p x) s of SOME (_, x) => SOME x | NONE => NONE
  fun exists p s = case findi (fn (_, x) => p x) s of SOME _ => true | NONE => false
  fun all p s = not (exists (fn x => not (p x)) s)

  fun collate cmp (S (v, i, n), S (w, j, m)) =
    let
      fun loop k =
        if k >= n then (if k >= m then EQUAL else LESS)
        else if k >= m then GREATER
        else case cmp (usub (v, i + k), usub (w, j + k)) of EQUAL => loop (k + 1) | other => other
    in
      loop 0
    end
  end
end
