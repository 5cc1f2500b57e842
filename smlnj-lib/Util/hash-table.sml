(* hash-table.sml: HashTable, polymorphic imperative hash tables
 * (HASH_TABLE); HashTableFn is this structure at one key type.
 *
 * A table is an array of buckets (immutable lists of entries, each with its
 * key's hash) whose length is a power of two; an entry with hash h lives in
 * bucket (h mod length).  INVARIANT: `count` is the number of entries and
 * no two entries of the table have equal keys.  The array doubles when
 * count exceeds its length, so buckets stay short. *)

structure HashTable :> HASH_TABLE =
  struct
    datatype ('a, 'b) bucket
      = NIL
      | B of word * 'a * 'b * ('a, 'b) bucket

    datatype ('a, 'b) hash_table = HT of {
        hash : 'a -> word,
        equal : 'a * 'a -> bool,
        notFound : exn,
        buckets : ('a, 'b) bucket array ref,
        count : int ref
      }

    val minSize = 32

    (* the smallest power of two >= n, and >= minSize *)
    fun tableSize n =
          let fun grow m = if m >= n then m else grow (2 * m)
          in grow minSize end

    fun index (h, arr) = Word.toInt (Word.andb (h, Word.fromInt (Array.length arr - 1)))

    fun mkTable (hash, equal) (sizeHint, notFound) =
          HT {hash = hash, equal = equal, notFound = notFound,
              buckets = ref (Array.array (tableSize sizeHint, NIL)), count = ref 0}

    fun clear (HT {buckets, count, ...}) =
          (buckets := Array.array (Array.length (!buckets), NIL); count := 0)

    (* doubles the array when the table is fuller than one entry a bucket *)
    fun grow (HT {buckets, count, ...}) =
          let
            val old = !buckets
          in
            if !count <= Array.length old then ()
            else
              let
                val new = Array.array (2 * Array.length old, NIL)
                fun move NIL = ()
                  | move (B (h, k, v, rest)) =
                      let val i = index (h, new)
                      in Array.update (new, i, B (h, k, v, Array.sub (new, i))); move rest end
              in
                Array.app move old;
                buckets := new
              end
          end

    (* SOME (old key, old value, the bucket without it), or NONE *)
    fun extract equal (h, k, bucket) =
          let
            fun go NIL = NONE
              | go (B (h', k', v', rest)) =
                  if h = h' andalso equal (k, k') then SOME (k', v', rest)
                  else (case go rest
                         of SOME (k'', v'', rest') => SOME (k'', v'', B (h', k', v', rest'))
                          | NONE => NONE)
          in
            go bucket
          end

    fun insertWithi f (tbl as HT {hash, equal, buckets, count, ...}) (k, v) =
          let
            val h = hash k
            val arr = !buckets
            val i = index (h, arr)
            val bucket = Array.sub (arr, i)
          in
            case extract equal (h, k, bucket)
             of SOME (k', v', rest) => Array.update (arr, i, B (h, k, f (k', v', v), rest))
              | NONE => (Array.update (arr, i, B (h, k, v, bucket)); count := !count + 1; grow tbl)
          end

    fun insert tbl = insertWithi (fn (_, _, v) => v) tbl
    fun insertWith f = insertWithi (fn (_, old, new) => f (old, new))

    fun find (HT {hash, equal, buckets, ...}) k =
          let
            val h = hash k
            val arr = !buckets
            fun go NIL = NONE
              | go (B (h', k', v, rest)) = if h = h' andalso equal (k, k') then SOME v else go rest
          in
            go (Array.sub (arr, index (h, arr)))
          end

    fun inDomain tbl k = isSome (find tbl k)

    fun lookup (tbl as HT {notFound, ...}) k =
          case find tbl k of SOME v => v | NONE => raise notFound

    fun findAndRemove (HT {hash, equal, buckets, count, ...}) k =
          let
            val h = hash k
            val arr = !buckets
            val i = index (h, arr)
          in
            case extract equal (h, k, Array.sub (arr, i))
             of SOME (_, v, rest) => (Array.update (arr, i, rest); count := !count - 1; SOME v)
              | NONE => NONE
          end

    fun remove (tbl as HT {notFound, ...}) k =
          case findAndRemove tbl k of SOME v => v | NONE => raise notFound

    fun numItems (HT {count, ...}) = !count

    fun foldi f acc (HT {buckets, ...}) =
          let
            fun go (NIL, acc) = acc
              | go (B (_, k, v, rest), acc) = go (rest, f (k, v, acc))
          in
            Array.foldl go acc (!buckets)
          end

    fun fold f = foldi (fn (_, v, acc) => f (v, acc))
    fun appi f tbl = foldi (fn (k, v, ()) => f (k, v)) () tbl
    fun app f tbl = foldi (fn (_, v, ()) => f v) () tbl
    fun listItems tbl = fold (op ::) [] tbl
    fun listItemsi tbl = foldi (fn (k, v, acc) => (k, v) :: acc) [] tbl

    (* a new bucket array: each entry's value through f (NONE drops it) *)
    fun mapBuckets f arr =
          let
            fun go NIL = (NIL, 0)
              | go (B (h, k, v, rest)) =
                  (case f (k, v)
                    of SOME w => let val (rest', n) = go rest in (B (h, k, w, rest'), n + 1) end
                     | NONE => go rest)
            val n = ref 0
            val new = Array.tabulate (Array.length arr, fn i =>
                        let val (b, m) = go (Array.sub (arr, i)) in n := !n + m; b end)
          in
            (new, !n)
          end

    fun mapi f (HT {hash, equal, notFound, buckets, ...}) =
          let val (new, n) = mapBuckets (fn kv => SOME (f kv)) (!buckets)
          in HT {hash = hash, equal = equal, notFound = notFound, buckets = ref new, count = ref n} end

    fun map f = mapi (fn (_, v) => f v)

    fun modifyi f (HT {buckets, ...}) =
          buckets := #1 (mapBuckets (fn kv => SOME (f kv)) (!buckets))

    fun modify f = modifyi (fn (_, v) => f v)

    fun filteri p (HT {buckets, count, ...}) =
          let val (new, n) = mapBuckets (fn (k, v) => if p (k, v) then SOME v else NONE) (!buckets)
          in buckets := new; count := n end

    fun filter p = filteri (fn (_, v) => p v)

    fun copy (HT {hash, equal, notFound, buckets, count}) =
          HT {hash = hash, equal = equal, notFound = notFound,
              buckets = ref (Array.tabulate (Array.length (!buckets), fn i => Array.sub (!buckets, i))),
              count = ref (!count)}

    fun bucketSizes (HT {buckets, ...}) =
          let
            fun len (NIL, n) = n
              | len (B (_, _, _, rest), n) = len (rest, n + 1)
          in
            Array.foldr (fn (b, acc) => len (b, 0) :: acc) [] (!buckets)
          end
  end
