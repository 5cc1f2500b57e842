(* MLton's _export, _address and _symbol are rejected: only _import is supported *)
val e = _export "sml_f" : (int -> int) -> unit;
val a = _address "c_var" : int;
val s = _symbol "c_sym" : (unit -> int) * (int -> unit);
