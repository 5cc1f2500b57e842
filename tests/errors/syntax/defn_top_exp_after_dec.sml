(* A top-level expression starts the program or follows `;` (Definition 8: program ::= exp ; program); here `if` after a declaration is not an argument of SOME. *)
val x = SOME if true then 1 else 2
