(* Record fields can hold functions and nested records. *)
val ops = {inc = fn x => x + 1, name = "inc", inner = {z = ()}}
val three = #inc ops 2
