(* An ascribed structure lists its items in the signature's order. *)
structure A : sig val b : int val a : string end =
struct
  val a = "a"
  val b = 2
  val c = 3.0
end
