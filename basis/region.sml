(* Region, region-style memory management without region inference
   (ARCHITECTURE 3.7, after the MLKit; runtime/gc/region.c).

   run f evaluates f () and returns its result (or raises its exception):
   semantically run f = f ().  Meanwhile the task allocates in a fresh
   heap, a child of its current one, and when f returns or raises only
   what escapes survives: the result (or the exception packet) and what f
   stored into refs and arrays made before the region.  Those are copied
   into the enclosing heap and the region's memory is released in one step,
   with no collection of anything else.  A loop whose iterations each run
   in a region thus reclaims each iteration's garbage as it goes.  Regions
   nest, may be used inside ForkJoin branches and may contain them.  A
   CML or MLton.Thread thread must not outlive the Region.run it was
   created in, nor switch across its boundary (a clear error). *)

signature REGION =
sig
  val run : (unit -> 'a) -> 'a
end

structure Region : REGION =
struct
  fun run f = (_prim "Region.run" : (unit -> 'a) -> 'a) f
end
