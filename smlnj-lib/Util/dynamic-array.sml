(* dynamic-array.sml: DynamicArray (DYNAMIC_ARRAY), a Basis array that is
 * replaced by a larger one when an update falls past its end; the
 * representation and its invariants are DynamicArrayRep's
 * (dynamic-array-rep.sml).  The traversals run over the elements up to
 * the bound. *)

structure DynamicArray :> DYNAMIC_ARRAY =
  struct
    structure Rep = DynamicArrayRep (struct open Array type 'a elem = 'a end)
    open Rep

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
