(* Top-level expressions at the start of the program and after `;` are `val it = exp`. *)
"start";
val x = 1;
if x = 1 then 2 else 3;
val y = it + 1
