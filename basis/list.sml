(* The List structure, in plain SML; the top-level hd, tl, null, length,
   rev, @, app, map, foldl, foldr and the exception Empty are the same
   values.  Functions that build lists are tail-recursive (they reverse an
   accumulator) so that long lists do not exhaust the stack. *)

exception Empty

fun null [] = true
  | null _ = false

fun hd (x :: _) = x
  | hd [] = raise Empty

fun tl (_ :: xs) = xs
  | tl [] = raise Empty

fun length xs =
  let
    fun loop ([], n) = n
      | loop (_ :: xs, n) = loop (xs, n + 1)
  in
    loop (xs, 0)
  end

fun revAppend ([], ys) = ys
  | revAppend (x :: xs, ys) = revAppend (xs, x :: ys)

fun rev xs = revAppend (xs, [])

fun xs @ [] = xs
  | xs @ ys = revAppend (rev xs, ys)

fun app f [] = ()
  | app f (x :: xs) = (f x; app f xs)

fun map f xs =
  let
    fun loop ([], acc) = rev acc
      | loop (x :: xs, acc) = loop (xs, f x :: acc)
  in
    loop (xs, [])
  end

fun foldl f b [] = b
  | foldl f b (x :: xs) = foldl f (f (x, b)) xs

fun foldr f b xs = foldl f b (rev xs)

signature LIST =
sig
  datatype list = datatype list
  exception Empty
  val null : 'a list -> bool
  val length : 'a list -> int
  val @ : 'a list * 'a list -> 'a list
  val hd : 'a list -> 'a
  val tl : 'a list -> 'a list
  val last : 'a list -> 'a
  val getItem : 'a list -> ('a * 'a list) option
  val nth : 'a list * int -> 'a
  val take : 'a list * int -> 'a list
  val drop : 'a list * int -> 'a list
  val rev : 'a list -> 'a list
  val concat : 'a list list -> 'a list
  val revAppend : 'a list * 'a list -> 'a list
  val app : ('a -> unit) -> 'a list -> unit
  val map : ('a -> 'b) -> 'a list -> 'b list
  val mapPartial : ('a -> 'b option) -> 'a list -> 'b list
  val find : ('a -> bool) -> 'a list -> 'a option
  val filter : ('a -> bool) -> 'a list -> 'a list
  val partition : ('a -> bool) -> 'a list -> 'a list * 'a list
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  val exists : ('a -> bool) -> 'a list -> bool
  val all : ('a -> bool) -> 'a list -> bool
  val tabulate : int * (int -> 'a) -> 'a list
  val collate : ('a * 'a -> order) -> 'a list * 'a list -> order
end

structure List : LIST =
struct
  datatype list = datatype list
  exception Empty = Empty
  val null = null
  val length = length
  val op @ = op @
  val hd = hd
  val tl = tl
  val rev = rev
  val revAppend = revAppend
  val app = app
  val map = map
  val foldl = foldl
  val foldr = foldr

  fun last [x] = x
    | last (_ :: xs) = last xs
    | last [] = raise Empty

  fun getItem [] = NONE
    | getItem (x :: xs) = SOME (x, xs)

  fun nth (xs, i) =
    let
      fun loop (x :: _, 0) = x
        | loop (_ :: xs, i) = loop (xs, i - 1)
        | loop ([], _) = raise Subscript
    in
      if i < 0 then raise Subscript else loop (xs, i)
    end

  fun take (xs, n) =
    let
      fun loop (_, 0, acc) = rev acc
        | loop (x :: xs, n, acc) = loop (xs, n - 1, x :: acc)
        | loop ([], _, _) = raise Subscript
    in
      if n < 0 then raise Subscript else loop (xs, n, [])
    end

  fun drop (xs, n) =
    let
      fun loop (xs, 0) = xs
        | loop (_ :: xs, n) = loop (xs, n - 1)
        | loop ([], _) = raise Subscript
    in
      if n < 0 then raise Subscript else loop (xs, n)
    end

  fun concat xss = foldr (fn (xs, acc) => xs @ acc) [] xss

  (* mapPartial, filter and partition apply f from left to right, as the
     spec says (a foldr would apply it from the right). *)
  fun mapPartial f xs =
    let
      fun loop ([], acc) = rev acc
        | loop (x :: xs, acc) = loop (xs, case f x of SOME y => y :: acc | NONE => acc)
    in
      loop (xs, [])
    end

  fun find p [] = NONE
    | find p (x :: xs) = if p x then SOME x else find p xs

  fun filter p xs =
    let
      fun loop ([], acc) = rev acc
        | loop (x :: xs, acc) = loop (xs, if p x then x :: acc else acc)
    in
      loop (xs, [])
    end

  fun partition p xs =
    let
      fun loop ([], yes, no) = (rev yes, rev no)
        | loop (x :: xs, yes, no) = if p x then loop (xs, x :: yes, no) else loop (xs, yes, x :: no)
    in
      loop (xs, [], [])
    end

  fun exists p [] = false
    | exists p (x :: xs) = p x orelse exists p xs

  fun all p [] = true
    | all p (x :: xs) = p x andalso all p xs

  fun tabulate (n, f) =
    let
      fun loop (i, acc) = if i >= n then rev acc else loop (i + 1, f i :: acc)
    in
      if n < 0 then raise Size else loop (0, [])
    end

  fun collate cmp ([], []) = EQUAL
    | collate cmp ([], _) = LESS
    | collate cmp (_, []) = GREATER
    | collate cmp (x :: xs, y :: ys) =
        case cmp (x, y) of
          EQUAL => collate cmp (xs, ys)
        | other => other
end
