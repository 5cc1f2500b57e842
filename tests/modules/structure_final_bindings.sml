(* Inside a structure's signature each name appears once, at its final binding. *)
structure S =
struct
  val a = 1
  val b = "b"
  val a = true
end
