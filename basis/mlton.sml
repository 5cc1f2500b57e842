(* The part of MLton's MLton structure Skein provides so far. *)

signature MLTON =
sig
  val eq : 'a * 'a -> bool
  val isMLton : bool
end

structure MLton : MLTON =
struct
  (* Physical (pointer) equality; on unboxed values, equality of bits. *)
  fun eq (a, b) = (_prim "MLton.eq" : 'a * 'a -> bool) (a, b)
  val isMLton = false
end
