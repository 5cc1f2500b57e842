(* A structure with values, a type and a datatype. *)
structure S =
struct
  type t = int
  datatype color = R | G
  val x : t = 1
  fun f c = case c of R => 0 | G => 1
end
val y = S.f S.R + S.x
