(* Aliasing a basis exception. *)
exception MyFail = Fail
exception D = Div
