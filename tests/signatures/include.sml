(* include copies a signature's specifications. *)
signature A = sig type t val x : t end
signature B = sig include A val y : t -> int end
structure M :> B = struct type t = bool val x = true fun y b = if b then 1 else 0 end
