(* _address, _symbol and _import *: a bad C name, a type that is not MLton.Pointer.t, a symbol type that is not a getter/setter pair, mismatched or non-C types, an indirect import whose type is not Pointer.t -> (args -> res) *)
val a1 = _address "1x" : MLton.Pointer.t;
val a2 = _address "x" : int;
val s1 = _symbol "y" : int;
val s2 = _symbol "z" : (unit -> int) * (real -> unit);
val s3 = _symbol "w" : (unit -> string) * (string -> unit);
val s4 = _symbol "not a name" alloc : (unit -> int) * (int -> unit);
val s5 = _symbol "v" : (int -> int) * (int -> unit);
val ok1 = _address "environ" : MLton.Pointer.t;
val ok2 = _symbol "c" alloc : (unit -> MLton.Pointer.t) * (MLton.Pointer.t -> unit);
val i1 = _import * : int -> int;
val i2 = _import * : MLton.Pointer.t -> int;
val i3 = _import * : MLton.Pointer.t -> int list -> int;
val ok3 = _import * : MLton.Pointer.t -> real * Int32.int -> unit;
