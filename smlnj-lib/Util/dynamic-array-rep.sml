(* dynamic-array-rep.sml: DynamicArrayRep, the representation and the
 * operations shared by DynamicArray (polymorphic, over Array) and
 * DynamicArrayFn (monomorphic, over a MONO_ARRAY): a Basis array that is
 * replaced by a larger one when an update falls past its end.  The
 * argument's 'a is the element type for Array and a phantom for a
 * MONO_ARRAY.
 *
 * INVARIANTS: ~1 <= !bound < A.length (!elems), and every element of
 * !elems past !bound is the default (so `truncate` need only reset
 * elements up to the bound, and growing fills with the default). *)

signature DYNAMIC_ARRAY_BASE =
  sig
    type 'a elem
    type 'a array
    val array : int * 'a elem -> 'a array
    val fromList : 'a elem list -> 'a array
    val tabulate : int * (int -> 'a elem) -> 'a array
    val length : 'a array -> int
    val sub : 'a array * int -> 'a elem
    val update : 'a array * int * 'a elem -> unit
    val copy : {src : 'a array, dst : 'a array, di : int} -> unit
  end

functor DynamicArrayRep (A : DYNAMIC_ARRAY_BASE) =
  struct
    datatype 'a array = DA of {elems : 'a A.array ref, default : 'a A.elem, bound : int ref}

    fun array (sz, default) =
          DA {elems = ref (A.array (sz, default)), default = default, bound = ref ~1}

    fun fromList (l, default) =
          let val elems = A.fromList l
          in DA {elems = ref elems, default = default, bound = ref (A.length elems - 1)} end

    fun tabulate (sz, f, default) =
          DA {elems = ref (A.tabulate (sz, f)), default = default, bound = ref (sz - 1)}

    fun default (DA {default, ...}) = default

    fun bound (DA {bound, ...}) = !bound

    fun sub (DA {elems, default, ...}, i) =
          if i < 0 then raise Subscript
          else if i >= A.length (!elems) then default
          else A.sub (!elems, i)

    (* at least doubles, so n updates at growing indices copy O(n) elements *)
    fun grow (elems, default, i) =
          let
            val old = !elems
            val new = A.array (Int.max (i + 1, 2 * A.length old), default)
          in
            A.copy {src = old, dst = new, di = 0};
            elems := new
          end

    fun update (DA {elems, default, bound}, i, x) =
          if i < 0 then raise Subscript
          else
            ( if i >= A.length (!elems) then grow (elems, default, i) else ();
              A.update (!elems, i, x);
              if i > !bound then bound := i else () )

    fun truncate (DA {elems, bound, ...}, sz) =
          let val sz = Int.max (sz, 0)
          in
            if sz < A.length (!elems) then
              ( elems := A.tabulate (sz, fn i => A.sub (!elems, i));
                if !bound >= sz then bound := sz - 1 else () )
            else ()
          end

    fun subArray (arr as DA {default, bound, ...}, lo, hi) =
          if lo < 0 then raise Subscript
          else if hi < lo then raise Size
          else
            DA {elems = ref (A.tabulate (hi - lo + 1, fn i => sub (arr, lo + i))),
                default = default,
                bound = ref (if !bound < lo then ~1 else Int.min (hi, !bound) - lo)}

  end
