(* The Array and ArraySlice structures: mutable arrays, in SML over the
   primitives Array.alloc, Array.length, Array.unsafeSub and
   Array.unsafeUpdate; the wrappers check indices and sizes. *)

signature ARRAY =
sig
  eqtype 'a array
  type 'a vector = 'a Vector.vector
  val maxLen : int
  val array : int * 'a -> 'a array
  val fromList : 'a list -> 'a array
  val tabulate : int * (int -> 'a) -> 'a array
  val length : 'a array -> int
  val sub : 'a array * int -> 'a
  val update : 'a array * int * 'a -> unit
  val vector : 'a array -> 'a vector
  val copy : {src : 'a array, dst : 'a array, di : int} -> unit
  val copyVec : {src : 'a vector, dst : 'a array, di : int} -> unit
  val appi : (int * 'a -> unit) -> 'a array -> unit
  val app : ('a -> unit) -> 'a array -> unit
  val modifyi : (int * 'a -> 'a) -> 'a array -> unit
  val modify : ('a -> 'a) -> 'a array -> unit
  val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val findi : (int * 'a -> bool) -> 'a array -> (int * 'a) option
  val find : ('a -> bool) -> 'a array -> 'a option
  val exists : ('a -> bool) -> 'a array -> bool
  val all : ('a -> bool) -> 'a array -> bool
  val collate : ('a * 'a -> order) -> 'a array * 'a array -> order
end

structure Array : ARRAY =
struct
  type 'a array = 'a array
  type 'a vector = 'a Vector.vector
  val maxLen = SkeinPrim.maxLen
  val length = SkeinPrim.arrayLength
  fun usub (a, i) = SkeinPrim.arrayUnsafeSub (a, i)
  fun uupdate (a, i, x) = SkeinPrim.arrayUnsafeUpdate (a, i, x)

  fun tabulate (n, f) =
    if n < 0 orelse n > maxLen then raise Size
    else
      let
        val a = SkeinPrim.arrayAlloc n
        fun loop i = if i >= n then a else (uupdate (a, i, f i); loop (i + 1))
      in
        loop 0
      end

  fun array (n, x) = tabulate (n, fn _ => x)

  fun fromList l =
    let
      val a = SkeinPrim.arrayAlloc (List.length l)
      fun loop (_, []) = a
        | loop (i, x :: xs) = (uupdate (a, i, x); loop (i + 1, xs))
    in
      loop (0, l)
    end

  fun sub (a, i) = if i < 0 orelse i >= length a then raise Subscript else usub (a, i)
  fun update (a, i, x) = if i < 0 orelse i >= length a then raise Subscript else uupdate (a, i, x)

  fun foldli f b a =
    let fun loop (i, acc) = if i >= length a then acc else loop (i + 1, f (i, usub (a, i), acc))
    in loop (0, b) end

  fun foldri f b a =
    let fun loop (i, acc) = if i < 0 then acc else loop (i - 1, f (i, usub (a, i), acc))
    in loop (length a - 1, b) end

  fun foldl f b a = foldli (fn (_, x, acc) => f (x, acc)) b a
  fun foldr f b a = foldri (fn (_, x, acc) => f (x, acc)) b a

  fun appi f a =
    let fun loop i = if i >= length a then () else (f (i, usub (a, i)); loop (i + 1))
    in loop 0 end

  fun app f a = appi (fn (_, x) => f x) a
  fun modifyi f a = appi (fn (i, x) => uupdate (a, i, f (i, x))) a
  fun modify f a = modifyi (fn (_, x) => f x) a

  fun vector a = Vector.tabulate (length a, fn i => usub (a, i))

  (* Backwards: dst may be src (then di >= 0 is at or after the source). *)
  fun copy {src, dst, di} =
    let
      val n = length src
      fun loop i = if i < 0 then () else (uupdate (dst, di + i, usub (src, i)); loop (i - 1))
    in
      if di < 0 orelse di > length dst - n then raise Subscript else loop (n - 1)
    end

  fun copyVec {src, dst, di} =
    if di < 0 orelse di > length dst - Vector.length src then raise Subscript
    else Vector.appi (fn (i, x) => uupdate (dst, di + i, x)) src

  fun findi p a =
    let fun loop i = if i >= length a then NONE else if p (i, usub (a, i)) then SOME (i, usub (a, i)) else loop (i + 1)
    in loop 0 end

  fun find p a = case findi (fn (_, x) => p x) a of SOME (_, x) => SOME x | NONE => NONE
  fun exists p a = case findi (fn (_, x) => p x) a of SOME _ => true | NONE => false
  fun all p a = not (exists (fn x => not (p x)) a)

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

signature ARRAY_SLICE =
sig
  type 'a slice
  val length : 'a slice -> int
  val sub : 'a slice * int -> 'a
  val update : 'a slice * int * 'a -> unit
  val full : 'a Array.array -> 'a slice
  val slice : 'a Array.array * int * int option -> 'a slice
  val subslice : 'a slice * int * int option -> 'a slice
  val base : 'a slice -> 'a Array.array * int * int
  val vector : 'a slice -> 'a Vector.vector
  val copy : {src : 'a slice, dst : 'a Array.array, di : int} -> unit
  val copyVec : {src : 'a VectorSlice.slice, dst : 'a Array.array, di : int} -> unit
  val isEmpty : 'a slice -> bool
  val getItem : 'a slice -> ('a * 'a slice) option
  val appi : (int * 'a -> unit) -> 'a slice -> unit
  val app : ('a -> unit) -> 'a slice -> unit
  val modifyi : (int * 'a -> 'a) -> 'a slice -> unit
  val modify : ('a -> 'a) -> 'a slice -> unit
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

structure ArraySlice : ARRAY_SLICE =
struct
  (* (array, start, length) *)
  (* An abstype, so that the type does not admit equality (the spec's is
     abstract: type, not eqtype); it compiles as the datatype would. *)
  abstype 'a slice = S of 'a array * int * int with

  fun usub (a, i) = SkeinPrim.arrayUnsafeSub (a, i)
  fun uupdate (a, i, x) = SkeinPrim.arrayUnsafeUpdate (a, i, x)

  fun length (S (_, _, n)) = n
  fun sub (S (a, i, n), k) = if k < 0 orelse k >= n then raise Subscript else usub (a, i + k)
  fun update (S (a, i, n), k, x) = if k < 0 orelse k >= n then raise Subscript else uupdate (a, i + k, x)
  fun full a = S (a, 0, Array.length a)

  fun slice (a, i, NONE) = if i < 0 orelse i > Array.length a then raise Subscript else S (a, i, Array.length a - i)
    | slice (a, i, SOME n) = if i < 0 orelse n < 0 orelse i > Array.length a - n then raise Subscript else S (a, i, n)

  fun subslice (S (a, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else S (a, i + j, n - j)
    | subslice (S (a, i, n), j, SOME m) = if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else S (a, i + j, m)

  fun base (S s) = s
  fun isEmpty (S (_, _, n)) = n = 0
  fun getItem (S (a, i, n)) = if n = 0 then NONE else SOME (usub (a, i), S (a, i + 1, n - 1))

  fun foldli f b (S (a, i, n)) =
    let fun loop (k, acc) = if k >= n then acc else loop (k + 1, f (k, usub (a, i + k), acc))
    in loop (0, b) end

  fun foldri f b (S (a, i, n)) =
    let fun loop (k, acc) = if k < 0 then acc else loop (k - 1, f (k, usub (a, i + k), acc))
    in loop (n - 1, b) end

  fun foldl f b s = foldli (fn (_, x, acc) => f (x, acc)) b s
  fun foldr f b s = foldri (fn (_, x, acc) => f (x, acc)) b s

  fun appi f (S (a, i, n)) =
    let fun loop k = if k >= n then () else (f (k, usub (a, i + k)); loop (k + 1))
    in loop 0 end

  fun app f s = appi (fn (_, x) => f x) s
  fun modifyi f (s as S (a, i, _)) = appi (fn (k, x) => uupdate (a, i + k, f (k, x))) s
  fun modify f s = modifyi (fn (_, x) => f x) s
  fun vector (S (a, i, n)) = Vector.tabulate (n, fn k => usub (a, i + k))

  (* Forwards when the destination starts at or before the source, else
     backwards, so that overlapping ranges of one array copy correctly. *)
  fun copy {src = S (a, i, n), dst, di} =
    let
      fun fwd k = if k >= n then () else (uupdate (dst, di + k, usub (a, i + k)); fwd (k + 1))
      fun bwd k = if k < 0 then () else (uupdate (dst, di + k, usub (a, i + k)); bwd (k - 1))
    in
      if di < 0 orelse di > Array.length dst - n then raise Subscript
      else if di <= i then fwd 0
      else bwd (n - 1)
    end

  fun copyVec {src, dst, di} =
    if di < 0 orelse di > Array.length dst - VectorSlice.length src then raise Subscript
    else VectorSlice.appi (fn (i, x) => uupdate (dst, di + i, x)) src

  fun findi p (S (a, i, n)) =
    let fun loop k = if k >= n then NONE else if p (k, usub (a, i + k)) then SOME (k, usub (a, i + k)) else loop (k + 1)
    in loop 0 end

  fun find p s = case findi (fn (_, x) => p x) s of SOME (_, x) => SOME x | NONE => NONE
  fun exists p s = case findi (fn (_, x) => p x) s of SOME _ => true | NONE => false
  fun all p s = not (exists (fn x => not (p x)) s)

  fun collate cmp (S (a, i, n), S (b, j, m)) =
    let
      fun loop k =
        if k >= n then (if k >= m then EQUAL else LESS)
        else if k >= m then GREATER
        else case cmp (usub (a, i + k), usub (b, j + k)) of EQUAL => loop (k + 1) | other => other
    in
      loop 0
    end
  end
end
