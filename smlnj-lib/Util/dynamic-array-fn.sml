(* dynamic-array-fn.sml: DynamicArrayFn, dynamic arrays over a monomorphic
 * Basis array (MONO_DYNAMIC_ARRAY); the representation and its invariants
 * are DynamicArrayRep's (dynamic-array-rep.sml), with the element type
 * parameter a phantom. *)

functor DynamicArrayFn (A : MONO_ARRAY) :> MONO_DYNAMIC_ARRAY where type elem = A.elem =
  struct
    structure Rep = DynamicArrayRep (
      struct
        open A
        type 'a elem = A.elem
        type 'a array = A.array
      end)
    open Rep
    type elem = A.elem
    type array = unit Rep.array
  end
