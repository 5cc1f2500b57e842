(* _import: types that cannot cross to C, a non-function type, a bad C name *)
val f1 = _import "f1" : int list -> int;
val f2 = _import "f2" : Int32.int array -> unit;
val f3 = _import "f3" : unit -> string;
val f4 = _import "f4" : {a : int, b : int} -> int;
val f5 = _import "f5" : int;
val f6 = _import "not a name" : int -> int;
val f7 = _import "f7" : real * (int -> int) -> unit;
val f8 = _import "f8" : Real32.real vector -> unit;
val ok = _import "labs" : int -> int;
