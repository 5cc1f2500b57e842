(* The ListPair structure, in plain SML. *)

signature LIST_PAIR =
sig
  exception UnequalLengths
  val zip : 'a list * 'b list -> ('a * 'b) list
  val zipEq : 'a list * 'b list -> ('a * 'b) list
  val unzip : ('a * 'b) list -> 'a list * 'b list
  val app : ('a * 'b -> unit) -> 'a list * 'b list -> unit
  val appEq : ('a * 'b -> unit) -> 'a list * 'b list -> unit
  val map : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
  val mapEq : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
  val foldl : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldr : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldlEq : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val foldrEq : ('a * 'b * 'c -> 'c) -> 'c -> 'a list * 'b list -> 'c
  val all : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val exists : ('a * 'b -> bool) -> 'a list * 'b list -> bool
  val allEq : ('a * 'b -> bool) -> 'a list * 'b list -> bool
end

structure ListPair : LIST_PAIR =
struct
  exception UnequalLengths

  (* Pairs in reverse order; with eq, unequal lengths raise. *)
  fun revZip eq (xs, ys) =
    let
      fun loop (x :: xs, y :: ys, acc) = loop (xs, ys, (x, y) :: acc)
        | loop ([], [], acc) = acc
        | loop (_, _, acc) = if eq then raise UnequalLengths else acc
    in
      loop (xs, ys, [])
    end

  fun zip p = List.rev (revZip false p)
  fun zipEq p = List.rev (revZip true p)

  fun unzip ps = List.foldr (fn ((x, y), (xs, ys)) => (x :: xs, y :: ys)) ([], []) ps

  (* Left to right, f applied as the pairs come; with eq, unequal lengths
     raise when the shorter list ends (after f has seen its pairs). *)
  fun fold eq f b (xs, ys) =
    let
      fun loop (x :: xs, y :: ys, acc) = loop (xs, ys, f (x, y, acc))
        | loop ([], [], acc) = acc
        | loop (_, _, acc) = if eq then raise UnequalLengths else acc
    in
      loop (xs, ys, b)
    end

  fun app f p = fold false (fn (x, y, ()) => f (x, y)) () p
  fun appEq f p = fold true (fn (x, y, ()) => f (x, y)) () p
  fun map f p = List.rev (fold false (fn (x, y, acc) => f (x, y) :: acc) [] p)
  fun mapEq f p = List.rev (fold true (fn (x, y, acc) => f (x, y) :: acc) [] p)
  fun foldl f b p = fold false f b p
  fun foldlEq f b p = fold true f b p
  fun foldr f b p = List.foldl (fn ((x, y), acc) => f (x, y, acc)) b (revZip false p)
  fun foldrEq f b p = List.foldl (fn ((x, y), acc) => f (x, y, acc)) b (revZip true p)
  fun all f p = List.all f (zip p)
  fun exists f p = List.exists f (zip p)
  (* f runs on the pairs until one fails, then unequal lengths give
     false: MLton, SML/NJ and Poly/ML apply f to the common prefix (it
     checked the lengths first, so f never ran on unequal lists). *)
  fun allEq f =
    let
      fun loop (x :: xs, y :: ys) = f (x, y) andalso loop (xs, ys)
        | loop ([], []) = true
        | loop _ = false
    in
      loop
    end
end
