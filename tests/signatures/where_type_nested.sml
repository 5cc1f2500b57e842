(* `where type` on a nested path. *)
signature S = sig structure Inner : sig type t val v : t end end
structure A :> S where type Inner.t = string =
  struct structure Inner = struct type t = string val v = "v" end end
val s = A.Inner.v ^ "!"
