(* _address and _symbol need a string name; _symbol takes only MLton's attributes *)
val a = _address c_var : MLton.Pointer.t;
