(* A top-level expression binds `it`. *)
val x = 2;
x + 1;
