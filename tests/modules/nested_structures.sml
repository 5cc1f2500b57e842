(* Nested structures and qualified type paths. *)
structure Outer =
struct
  structure Inner =
  struct
    datatype u = U
    val v = U
  end
  val w = Inner.v
end
val z = Outer.Inner.v
