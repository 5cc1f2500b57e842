signature SEQUENCE =
sig
  type 'a t
  type 'a seq = 'a t
  val nth : 'a seq -> int -> 'a
  val length : 'a seq -> int
  val empty : unit -> 'a seq
  val singleton : 'a -> 'a seq
  val tabulate : (int -> 'a) -> int -> 'a seq
  val fromList : 'a list -> 'a seq
  val toList : 'a seq -> 'a list
  val fromArraySeq : 'a ArraySlice.slice -> 'a seq
  val toArraySeq : 'a seq -> 'a ArraySlice.slice
  val toString : ('a -> string) -> 'a seq -> string
  val map : ('a -> 'b) -> 'a seq -> 'b seq
  val mapIdx : (int * 'a -> 'b) -> 'a seq -> 'b seq
  val zip : 'a seq * 'b seq -> ('a * 'b) seq
  val zipWith : ('a * 'b -> 'c) -> 'a seq * 'b seq -> 'c seq
  val reduce : ('a * 'a -> 'a) -> 'a -> 'a seq -> 'a
  val scan : ('a * 'a -> 'a) -> 'a -> 'a seq -> 'a seq * 'a
  val scanIncl : ('a * 'a -> 'a) -> 'a -> 'a seq -> 'a seq
  val filter : ('a -> bool) -> 'a seq -> 'a seq
  val filterIdx : (int * 'a -> bool) -> 'a seq -> 'a seq
  val mapOption : ('a -> 'b option) -> 'a seq -> 'b seq
  val flatten : 'a seq seq -> 'a seq
  val append : 'a seq * 'a seq -> 'a seq
  val iterate : ('b * 'a -> 'b) -> 'b -> 'a seq -> 'b
  val iteratePrefixes : ('b * 'a -> 'b) -> 'b -> 'a seq -> 'b seq * 'b
  val foldl : ('b * 'a -> 'b) -> 'b -> 'a seq -> 'b
  val foldr : ('a * 'b -> 'b) -> 'b -> 'a seq -> 'b
  val subseq : 'a seq -> int * int -> 'a seq
  val take : 'a seq -> int -> 'a seq
  val drop : 'a seq -> int -> 'a seq
  val first : 'a seq -> 'a
  val last : 'a seq -> 'a
  val rev : 'a seq -> 'a seq
  val equal : ('a * 'a -> bool) -> 'a seq * 'a seq -> bool
  val applyIdx : 'a seq -> (int * 'a -> unit) -> unit
  val inject : 'a seq * (int * 'a) seq -> 'a seq
  val splitMid : 'a seq -> ('a seq * 'a seq) option
end

structure ArraySequence : SEQUENCE =
struct
  structure A = Array
  structure AS = ArraySlice

  val gran = 5000

  type 'a t = 'a AS.slice
  type 'a seq = 'a t

  fun nth s i = AS.sub (s, i)
  val length = AS.length
  fun empty () = AS.full (A.fromList [])
  fun singleton x = AS.full (A.array (1, x))
  fun tabulate f n = AS.full (SeqBasis.tabulate gran (0, n) f)
  fun fromList l = AS.full (A.fromList l)
  fun toList s = AS.foldr op:: [] s
  fun fromArraySeq s = s
  fun toArraySeq s = s
  fun toString f s = "<" ^ String.concatWith "," (List.map f (toList s)) ^ ">"

  fun map f s = tabulate (f o nth s) (length s)
  fun mapIdx f s = tabulate (fn i => f (i, nth s i)) (length s)
  fun zipWith f (a, b) = tabulate (fn i => f (nth a i, nth b i)) (Int.min (length a, length b))
  fun zip (a, b) = zipWith (fn x => x) (a, b)

  fun reduce f b s = SeqBasis.reduce gran f b (0, length s) (nth s)

  fun scan f b s =
    let
      val n = length s
      val r = SeqBasis.scan gran f b (0, n) (nth s)
    in
      (AS.slice (r, 0, SOME n), A.sub (r, n))
    end

  fun scanIncl f b s =
    let val n = length s
        val r = SeqBasis.scan gran f b (0, n) (nth s)
    in AS.slice (r, 1, NONE)
    end

  fun filter p s = AS.full (SeqBasis.filter gran (0, length s) (nth s) (p o nth s))
  fun filterIdx p s = AS.full (SeqBasis.filter gran (0, length s) (nth s) (fn i => p (i, nth s i)))
  fun mapOption f s = AS.full (SeqBasis.tabFilter gran (0, length s) (f o nth s))

  fun flatten ss =
    let
      val (offsets, total) = scan op+ 0 (map length ss)
      val result = ForkJoin.alloc total
    in
      ForkJoin.parfor 1 (0, length ss) (fn i =>
        let val s = nth ss i
            val off = nth offsets i
        in AS.appi (fn (j, x) => A.update (result, off + j, x)) s
        end);
      AS.full result
    end

  fun append (a, b) =
    let val (na, nb) = (length a, length b)
    in tabulate (fn i => if i < na then nth a i else nth b (i - na)) (na + nb)
    end

  fun foldl f b s = AS.foldl (fn (x, acc) => f (acc, x)) b s
  fun foldr f b s = AS.foldr f b s
  fun iterate f b s = foldl f b s

  fun iteratePrefixes f b s =
    let
      val prefixes = ForkJoin.alloc (length s)
      fun loop i acc =
        if i >= length s then acc
        else (A.update (prefixes, i, acc); loop (i + 1) (f (acc, nth s i)))
      val final = loop 0 b
    in
      (AS.full prefixes, final)
    end

  fun subseq s (i, n) = AS.subslice (s, i, SOME n)
  fun take s n = subseq s (0, n)
  fun drop s n = subseq s (n, length s - n)
  fun first s = nth s 0
  fun last s = nth s (length s - 1)
  fun rev s = let val n = length s in tabulate (fn i => nth s (n - 1 - i)) n end

  fun equal eq (a, b) =
    length a = length b andalso
    SeqBasis.reduce gran (fn (x, y) => x andalso y) true (0, length a) (fn i => eq (nth a i, nth b i))

  fun applyIdx s f = ForkJoin.parfor gran (0, length s) (fn i => f (i, nth s i))

  fun inject (s, updates) =
    let val result = map (fn x => x) s
    in applyIdx updates (fn (_, (i, x)) => AS.update (result, i, x)); result
    end

  fun splitMid s =
    let val n = length s
    in if n = 0 then NONE else SOME (take s (n div 2), drop s (n div 2))
    end
end

structure Seq = ArraySequence
