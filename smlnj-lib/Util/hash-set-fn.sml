(* hash-set-fn.sml: HashSetFn, imperative hash sets (HASH_SET).
 *
 * A set is an array of buckets (lists of items with their hashes) whose
 * length is a power of two; an item with hash h lives in bucket
 * (h mod length).  INVARIANT: `count` is the number of items and no two
 * items of the set are Key.sameKey.  The array doubles when count exceeds
 * its length. *)

functor HashSetFn (Key : HASH_KEY) :> HASH_SET where type Key.hash_key = Key.hash_key =
  struct
    structure Key = Key

    type item = Key.hash_key
    datatype set = S of {buckets : (word * item) list array ref, count : int ref}

    val minSize = 16

    fun tableSize n =
          let fun grow m = if m >= n then m else grow (2 * m)
          in grow minSize end

    fun index (h, arr) = Word.toInt (Word.andb (h, Word.fromInt (Array.length arr - 1)))

    fun mkEmpty sizeHint = S {buckets = ref (Array.array (tableSize sizeHint, [])), count = ref 0}

    fun grow (buckets, count) =
          if !count <= Array.length (!buckets) then ()
          else
            let
              val old = !buckets
              val new = Array.array (2 * Array.length old, [])
              fun move (entry as (h, _)) =
                    let val i = index (h, new)
                    in Array.update (new, i, entry :: Array.sub (new, i)) end
            in
              Array.app (List.app move) old;
              buckets := new
            end

    (* x's hash, the index and contents of its bucket, and the test that
     * an entry holds x *)
    fun locate (buckets, x) =
          let
            val h = Key.hashVal x
            val i = index (h, !buckets)
          in
            (h, i, Array.sub (!buckets, i), fn (h', y) => h = h' andalso Key.sameKey (x, y))
          end

    fun add (S {buckets, count}, x) =
          let
            val (h, i, bucket, same) = locate (buckets, x)
          in
            if List.exists same bucket then ()
            else
              ( Array.update (!buckets, i, (h, x) :: bucket);
                count := !count + 1;
                grow (buckets, count) )
          end

    fun addc s x = add (s, x)
    fun addList (s, l) = List.app (addc s) l

    fun mkSingleton x = let val s = mkEmpty 1 in add (s, x); s end
    fun mkFromList l = let val s = mkEmpty (List.length l) in addList (s, l); s end

    fun delete (S {buckets, count}, x) =
          let
            val (_, i, bucket, same) = locate (buckets, x)
          in
            if List.exists same bucket then
              ( Array.update (!buckets, i, List.filter (not o same) bucket);
                count := !count - 1;
                true )
            else false
          end

    fun without (s, x) = ignore (delete (s, x))

    fun member (S {buckets, ...}, x) =
          let val (_, _, bucket, same) = locate (buckets, x)
          in List.exists same bucket end

    fun numItems (S {count, ...}) = !count
    fun isEmpty s = numItems s = 0

    fun fold f init (S {buckets, ...}) =
          Array.foldl (fn (bucket, acc) => List.foldl (fn ((_, x), acc) => f (x, acc)) acc bucket) init (!buckets)
    fun app f s = fold (fn (x, ()) => f x) () s
    fun listItems s = fold (op ::) [] s

    fun isSubset (a, b) =
          numItems a <= numItems b andalso fold (fn (x, ok) => ok andalso member (b, x)) true a

    fun map f s =
          let val s' = mkEmpty (numItems s)
          in app (fn x => add (s', f x)) s; s' end
  end
