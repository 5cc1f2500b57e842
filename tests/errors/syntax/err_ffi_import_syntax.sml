(* _import: indirect calls (`_import *`) are not supported; unknown attributes are errors *)
val f = _import * : int -> int;
val g = _import "g" fastcall : int -> int;
