(* The Substring structure: (string, start, length) triples, in plain SML. *)

signature SUBSTRING =
sig
  type substring
  eqtype char
  eqtype string
  val sub : substring * int -> char
  val size : substring -> int
  val base : substring -> string * int * int
  val extract : string * int * int option -> substring
  val substring : string * int * int -> substring
  val full : string -> substring
  val string : substring -> string
  val isEmpty : substring -> bool
  val getc : substring -> (char * substring) option
  val first : substring -> char option
  val triml : int -> substring -> substring
  val trimr : int -> substring -> substring
  val slice : substring * int * int option -> substring
  val concat : substring list -> string
  val concatWith : string -> substring list -> string
  val explode : substring -> char list
  val isPrefix : string -> substring -> bool
  val isSubstring : string -> substring -> bool
  val isSuffix : string -> substring -> bool
  val compare : substring * substring -> order
  val collate : (char * char -> order) -> substring * substring -> order
  val splitl : (char -> bool) -> substring -> substring * substring
  val splitr : (char -> bool) -> substring -> substring * substring
  val splitAt : substring * int -> substring * substring
  val dropl : (char -> bool) -> substring -> substring
  val dropr : (char -> bool) -> substring -> substring
  val takel : (char -> bool) -> substring -> substring
  val taker : (char -> bool) -> substring -> substring
  val position : string -> substring -> substring * substring
  val span : substring * substring -> substring
  val translate : (char -> string) -> substring -> string
  val tokens : (char -> bool) -> substring -> substring list
  val fields : (char -> bool) -> substring -> substring list
  val app : (char -> unit) -> substring -> unit
  val foldl : (char * 'a -> 'a) -> 'a -> substring -> 'a
  val foldr : (char * 'a -> 'a) -> 'a -> substring -> 'a
end

structure Substring : SUBSTRING =
struct
  type char = char
  type string = string
  (* An abstype, so that the type does not admit equality (the spec's is
     abstract: type, not eqtype); it compiles as the datatype would. *)
  abstype substring = SS of string * int * int with

  fun usub (s, i) = SkeinPrim.stringUnsafeSub (s, i)

  fun sub (SS (s, i, n), k) = if k < 0 orelse k >= n then raise Subscript else usub (s, i + k)
  fun size (SS (_, _, n)) = n
  fun base (SS t) = t

  fun extract (s, i, NONE) = if i < 0 orelse i > String.size s then raise Subscript else SS (s, i, String.size s - i)
    | extract (s, i, SOME n) = if i < 0 orelse n < 0 orelse i > String.size s - n then raise Subscript else SS (s, i, n)

  fun substring (s, i, n) = extract (s, i, SOME n)
  fun full s = SS (s, 0, String.size s)
  fun string (SS t) = SkeinPrim.stringUnsafeSubstring t
  fun isEmpty (SS (_, _, n)) = n = 0
  fun getc (SS (s, i, n)) = if n = 0 then NONE else SOME (usub (s, i), SS (s, i + 1, n - 1))
  fun first (SS (s, i, n)) = if n = 0 then NONE else SOME (usub (s, i))

  (* The spec raises Subscript for k < 0 when `triml k` is evaluated,
     before any substring is given. *)
  fun triml k = if k < 0 then raise Subscript else fn SS (s, i, n) => if k >= n then SS (s, i + n, 0) else SS (s, i + k, n - k)
  fun trimr k = if k < 0 then raise Subscript else fn SS (s, i, n) => if k >= n then SS (s, i, 0) else SS (s, i, n - k)

  fun slice (SS (s, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else SS (s, i + j, n - j)
    | slice (SS (s, i, n), j, SOME m) = if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else SS (s, i + j, m)

  fun foldl f b (SS (s, i, n)) =
    let fun loop (k, acc) = if k >= n then acc else loop (k + 1, f (usub (s, i + k), acc))
    in loop (0, b) end

  fun foldr f b (SS (s, i, n)) =
    let fun loop (k, acc) = if k < 0 then acc else loop (k - 1, f (usub (s, i + k), acc))
    in loop (n - 1, b) end

  fun app f ss = foldl (fn (c, ()) => f c) () ss
  fun explode ss = foldr (op ::) [] ss
  fun concat ss = String.concat (List.map string ss)
  fun concatWith sep ss = String.concatWith sep (List.map string ss)
  fun translate f ss = String.concat (List.map f (explode ss))

  (* The tests and comparisons read the base in place: a lexer that asks
     isPrefix of the rest of its input at every token must not copy it. *)
  fun isPrefix p (SS (s, i, n)) =
    let
      val m = String.size p
      fun loop k = k >= m orelse (usub (p, k) = usub (s, i + k) andalso loop (k + 1))
    in
      m <= n andalso loop 0
    end

  fun isSuffix p (SS (s, i, n)) =
    let
      val m = String.size p
      fun loop k = k >= m orelse (usub (p, k) = usub (s, i + n - m + k) andalso loop (k + 1))
    in
      m <= n andalso loop 0
    end

  fun collate cmp (SS (a, i, n), SS (b, j, m)) =
    let
      fun loop k =
        if k >= n then (if k >= m then EQUAL else LESS)
        else if k >= m then GREATER
        else
          case cmp (usub (a, i + k), usub (b, j + k)) of
            EQUAL => loop (k + 1)
          | other => other
    in
      loop 0
    end

  fun compare (a, b) = collate Char.compare (a, b)

  (* The length of the longest prefix (suffix) whose characters satisfy p. *)
  fun prefixLength p (SS (s, i, n)) =
    let fun loop k = if k < n andalso p (usub (s, i + k)) then loop (k + 1) else k
    in loop 0 end

  fun suffixLength p (SS (s, i, n)) =
    let fun loop k = if k < n andalso p (usub (s, i + n - 1 - k)) then loop (k + 1) else k
    in loop 0 end

  fun splitl p (ss as SS (s, i, n)) =
    let val k = prefixLength p ss in (SS (s, i, k), SS (s, i + k, n - k)) end

  fun splitr p (ss as SS (s, i, n)) =
    let val k = suffixLength p ss in (SS (s, i, n - k), SS (s, i + n - k, k)) end

  fun splitAt (SS (s, i, n), k) =
    if k < 0 orelse k > n then raise Subscript else (SS (s, i, k), SS (s, i + k, n - k))

  fun dropl p ss = #2 (splitl p ss)
  fun takel p ss = #1 (splitl p ss)
  fun dropr p ss = #1 (splitr p ss)
  fun taker p ss = #2 (splitr p ss)

  fun position p (SS (s, i, n)) =
    let
      val m = String.size p
      fun matchesAt j =
        let fun loop k = k >= m orelse (usub (p, k) = usub (s, j + k) andalso loop (k + 1))
        in loop 0 end
      fun search j =
        if j > i + n - m then (SS (s, i, n), SS (s, i + n, 0))
        else if matchesAt j then (SS (s, i, j - i), SS (s, j, i + n - j))
        else search (j + 1)
    in
      search i
    end

  (* p occurs in ss iff position leaves a nonempty suffix (or p is ""). *)
  fun isSubstring p ss = String.size p = 0 orelse not (isEmpty (#2 (position p ss)))

  (* The same base is the same string object (as MLton), not an equal
     one: substrings of two strings with equal contents do not span, and
     the test costs nothing however long the base. *)
  fun sameBase (s : string, s') = (_prim "MLton.eq" : string * string -> bool) (s, s')
  fun span (SS (s, i, _), SS (s', j, m)) =
    if sameBase (s, s') andalso i <= j + m then SS (s, i, j + m - i) else raise Span

  fun fields isDelim (SS (s, i, n)) =
    let
      fun loop (k, start, acc) =
        if k >= n then List.rev (SS (s, i + start, k - start) :: acc)
        else if isDelim (usub (s, i + k)) then loop (k + 1, k + 1, SS (s, i + start, k - start) :: acc)
        else loop (k + 1, start, acc)
    in
      loop (0, 0, [])
    end

  (* The nonempty fields (as String.tokens). *)
  fun tokens isDelim (SS (s, i, n)) =
    let
      fun skip (k, acc) =
        if k >= n then List.rev acc
        else if isDelim (usub (s, i + k)) then skip (k + 1, acc)
        else token (k + 1, k, acc)
      and token (k, start, acc) =
        if k >= n then List.rev (SS (s, i + start, k - start) :: acc)
        else if isDelim (usub (s, i + k)) then skip (k + 1, SS (s, i + start, k - start) :: acc)
        else token (k + 1, start, acc)
    in
      skip (0, [])
    end
  end
end

(* The top-level type of the Basis (its value substring is String's). *)
type substring = Substring.substring
