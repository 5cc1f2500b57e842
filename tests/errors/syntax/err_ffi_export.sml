(* MLton's _export is rejected: _import, _address and _symbol are supported *)
val e = _export "sml_f" : (int -> int) -> unit;
