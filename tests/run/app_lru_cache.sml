(* Realistic program: an LRU cache.  A functor over a HASHABLE key builds a
   fixed-capacity cache with an open hash table (Array of bucket lists) and
   an intrusive doubly linked recency list stored in parallel arrays
   (prev/next indices, free list), with hit/miss/eviction statistics.  It
   memoises an expensive function, replays an access trace, and checks the
   cache against a naive list-based model on a pseudo-random trace. *)

signature HASHABLE =
sig
  type t
  val hash : t -> int
  val eq : t * t -> bool
  val toString : t -> string
end

signature LRU =
sig
  type key
  type 'a cache
  val create : int -> 'a cache
  val find : 'a cache * key -> 'a option          (* marks as most recent *)
  val insert : 'a cache * key * 'a -> key option  (* returns the evicted key *)
  val keys : 'a cache -> key list                 (* most recent first *)
  val stats : 'a cache -> {hits : int, misses : int, evictions : int}
end

functor LruFn (K : HASHABLE) :> LRU where type key = K.t =
struct
  type key = K.t
  type 'a cache =
    {cap : int, keys : key option array, vals : 'a option array, prev : int array, next : int array,
     buckets : int list array, head : int ref, tail : int ref, free : int list ref,
     hits : int ref, misses : int ref, evictions : int ref}

  val nil' = ~1

  fun create cap =
    if cap < 1 then raise Size
    else {cap = cap, keys = Array.array (cap, NONE), vals = Array.array (cap, NONE),
          prev = Array.array (cap, nil'), next = Array.array (cap, nil'),
          buckets = Array.array (cap * 2, []), head = ref nil', tail = ref nil',
          free = ref (List.tabulate (cap, fn i => i)), hits = ref 0, misses = ref 0, evictions = ref 0}

  fun bucket (c : 'a cache, k) = K.hash k mod Array.length (#buckets c)

  fun slotOf (c : 'a cache, k) =
    List.find (fn i => case Array.sub (#keys c, i) of SOME k' => K.eq (k, k') | NONE => false)
              (Array.sub (#buckets c, bucket (c, k)))

  fun unlink (c : 'a cache, i) =
    let val p = Array.sub (#prev c, i) val n = Array.sub (#next c, i) in
      if p = nil' then #head c := n else Array.update (#next c, p, n);
      if n = nil' then #tail c := p else Array.update (#prev c, n, p)
    end

  fun pushFront (c : 'a cache, i) =
    (Array.update (#prev c, i, nil');
     Array.update (#next c, i, !(#head c));
     if !(#head c) <> nil' then Array.update (#prev c, !(#head c), i) else #tail c := i;
     #head c := i)

  fun find (c : 'a cache, k) =
    case slotOf (c, k) of
      SOME i => (#hits c := !(#hits c) + 1; unlink (c, i); pushFront (c, i); Array.sub (#vals c, i))
    | NONE => (#misses c := !(#misses c) + 1; NONE)

  fun insert (c : 'a cache, k, v) =
    case slotOf (c, k) of
      SOME i => (Array.update (#vals c, i, SOME v); unlink (c, i); pushFront (c, i); NONE)
    | NONE =>
        let
          val (i, evicted) =
            case !(#free c) of
              i :: rest => (#free c := rest; (i, NONE))
            | [] =>
                let
                  val i = !(#tail c)
                  val old = valOf (Array.sub (#keys c, i))
                  val b = bucket (c, old)
                in
                  unlink (c, i);
                  Array.update (#buckets c, b, List.filter (fn j => j <> i) (Array.sub (#buckets c, b)));
                  #evictions c := !(#evictions c) + 1;
                  (i, SOME old)
                end
          val b = bucket (c, k)
        in
          Array.update (#keys c, i, SOME k);
          Array.update (#vals c, i, SOME v);
          Array.update (#buckets c, b, i :: Array.sub (#buckets c, b));
          pushFront (c, i);
          evicted
        end

  fun keys (c : 'a cache) =
    let fun go (i, acc) = if i = nil' then rev acc else go (Array.sub (#next c, i), valOf (Array.sub (#keys c, i)) :: acc)
    in go (!(#head c), []) end

  fun stats (c : 'a cache) = {hits = !(#hits c), misses = !(#misses c), evictions = !(#evictions c)}
end

structure StringKey = struct
  type t = string
  fun hash s = CharVector.foldl (fn (c, h) => (h * 33 + Char.ord c) mod 65521) 5381 s
  val eq = op =
  fun toString s = s
end
structure IntKey = struct
  type t = int
  fun hash i = Int.abs i
  val eq = op =
  val toString = Int.toString
end

structure SCache = LruFn (StringKey)
structure ICache = LruFn (IntKey)

fun showStats c =
  let val {hits, misses, evictions} = SCache.stats c in
    "hits " ^ Int.toString hits ^ ", misses " ^ Int.toString misses ^ ", evictions " ^ Int.toString evictions
  end

(* replay a page trace through a 3-entry cache *)
val c = SCache.create 3
val trace = String.tokens Char.isSpace "home about home blog home contact about shop blog home shop shop faq about"
val () = List.app (fn page =>
  case SCache.find (c, page) of
    SOME n => (ignore (SCache.insert (c, page, n + 1));
               print (StringCvt.padRight #" " 8 page ^ "hit  (" ^ Int.toString (n + 1) ^ ")  [" ^ String.concatWith " " (SCache.keys c) ^ "]\n"))
  | NONE =>
      let val ev = SCache.insert (c, page, 1) in
        print (StringCvt.padRight #" " 8 page ^ "miss" ^ (case ev of SOME k => " evict " ^ k | NONE => "") ^ "  ["
               ^ String.concatWith " " (SCache.keys c) ^ "]\n")
      end) trace
val () = print (showStats c ^ "\n")

(* memoise a slow recursive function: number of partitions of n *)
val memo : IntInf.int ICache.cache = ICache.create 256
val calls = ref 0
fun partitions (n, k) =
  (* partitions of n into parts of size at most k *)
  if n = 0 then 1 : IntInf.int
  else if n < 0 orelse k = 0 then 0
  else
    let val key = n * 1000 + k in
      case ICache.find (memo, key) of
        SOME v => v
      | NONE =>
          let val v = (calls := !calls + 1; partitions (n - k, k) + partitions (n, k - 1)) in
            ignore (ICache.insert (memo, key, v)); v
          end
    end
val () = List.app (fn n => print ("p(" ^ Int.toString n ^ ") = " ^ IntInf.toString (partitions (n, n)) ^ "\n")) [10, 25, 40]
val () = let val {hits, misses, evictions} = ICache.stats memo in
           print ("memo: " ^ Int.toString (!calls) ^ " computations, " ^ Int.toString hits ^ " hits, "
                  ^ Int.toString misses ^ " misses, " ^ Int.toString evictions ^ " evictions\n")
         end

(* compare with a naive model on a pseudo-random trace (linear congruential) *)
fun model (cap, trace) =
  foldl (fn (k, (lst, ev)) =>
           if List.exists (fn x => x = k) lst then (k :: List.filter (fn x => x <> k) lst, ev)
           else if length lst < cap then (k :: lst, ev)
           else (k :: List.take (lst, cap - 1), ev + 1)) ([], 0) trace
val seed = ref 12345
fun rand n = (seed := (!seed * 1103515245 + 12345) mod 2147483648; (!seed div 65536) mod n)
val rtrace = List.tabulate (400, fn _ => rand 12)
val ic = ICache.create 5
val () = List.app (fn k => case ICache.find (ic, k) of SOME _ => () | NONE => ignore (ICache.insert (ic, k, ()))) rtrace
val (mkeys, mev) = model (5, rtrace)
val () = print ("random trace: cache " ^ String.concatWith "," (map Int.toString (ICache.keys ic))
                ^ " model " ^ String.concatWith "," (map Int.toString mkeys)
                ^ ", evictions " ^ Int.toString (#evictions (ICache.stats ic)) ^ "/" ^ Int.toString mev ^ "\n")
val () = (ignore (SCache.create 0); print "created?\n") handle Size => print "capacity 0 refused\n"
