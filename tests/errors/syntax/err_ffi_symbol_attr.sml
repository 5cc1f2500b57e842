(* _symbol accepts alloc, external, private and public only *)
val (get, set) = _symbol "c_var" alloc weak : (unit -> int) * (int -> unit);
