(* dynamic-array.sml: DynamicArray (DYNAMIC_ARRAY), a Basis array that is
 * replaced by a larger one when an update falls past its end.
 *
 * INVARIANTS: ~1 <= !bound < Array.length (!elems), and every element of
 * !elems past !bound is the default (so `truncate` need only reset
 * elements up to the bound, and growing fills with the default). *)

structure DynamicArray :> DYNAMIC_ARRAY =
  struct
    datatype 'a array = DA of {elems : 'a Array.array ref, default : 'a, bound : int ref}

    fun array (sz, default) =
          DA {elems = ref (Array.array (sz, default)), default = default, bound = ref ~1}

    fun fromList (l, default) =
          let val elems = Array.fromList l
          in DA {elems = ref elems, default = default, bound = ref (Array.length elems - 1)} end

    fun tabulate (sz, f, default) =
          DA {elems = ref (Array.tabulate (sz, f)), default = default, bound = ref (sz - 1)}

    fun default (DA {default, ...}) = default

    fun bound (DA {bound, ...}) = !bound

    fun sub (DA {elems, default, ...}, i) =
          if i < 0 then raise Subscript
          else if i >= Array.length (!elems) then default
          else Array.sub (!elems, i)

    (* at least doubles, so n updates at growing indices copy O(n) elements *)
    fun grow (elems, default, i) =
          let
            val old = !elems
            val new = Array.array (Int.max (i + 1, 2 * Array.length old), default)
          in
            Array.copy {src = old, dst = new, di = 0};
            elems := new
          end

    fun update (DA {elems, default, bound}, i, x) =
          if i < 0 then raise Subscript
          else
            ( if i >= Array.length (!elems) then grow (elems, default, i) else ();
              Array.update (!elems, i, x);
              if i > !bound then bound := i else () )

    fun truncate (DA {elems, bound, ...}, sz) =
          let val sz = Int.max (sz, 0)
          in
            if sz < Array.length (!elems) then
              ( elems := Array.tabulate (sz, fn i => Array.sub (!elems, i));
                if !bound >= sz then bound := sz - 1 else () )
            else ()
          end

    fun subArray (arr as DA {default, bound, ...}, lo, hi) =
          if lo < 0 then raise Subscript
          else if hi < lo then raise Size
          else
            DA {elems = ref (Array.tabulate (hi - lo + 1, fn i => sub (arr, lo + i))),
                default = default,
                bound = ref (if !bound < lo then ~1 else Int.min (hi, !bound) - lo)}

    (* the elements 0..bound *)
    fun live (DA {elems, bound, ...}) = ArraySlice.slice (!elems, 0, SOME (!bound + 1))

    fun vector arr = ArraySlice.vector (live arr)
    fun appi f arr = ArraySlice.appi f (live arr)
    fun app f arr = ArraySlice.app f (live arr)
    fun modifyi f arr = ArraySlice.modifyi f (live arr)
    fun modify f arr = ArraySlice.modify f (live arr)
    fun foldli f init arr = ArraySlice.foldli f init (live arr)
    fun foldri f init arr = ArraySlice.foldri f init (live arr)
    fun foldl f init arr = ArraySlice.foldl f init (live arr)
    fun foldr f init arr = ArraySlice.foldr f init (live arr)
    fun findi p arr = ArraySlice.findi p (live arr)
    fun find p arr = ArraySlice.find p (live arr)
    fun exists p arr = ArraySlice.exists p (live arr)
    fun all p arr = ArraySlice.all p (live arr)
    fun collate cmp (a, b) = ArraySlice.collate cmp (live a, live b)
  end
