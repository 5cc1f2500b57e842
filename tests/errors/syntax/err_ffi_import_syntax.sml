(* _import: unknown attributes are errors; the name is a string or `*` *)
val g = _import "g" fastcall : int -> int;
val h = _import g : int -> int;
