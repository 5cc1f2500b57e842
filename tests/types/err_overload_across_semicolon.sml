(* Overloading is resolved at the end of each top-level declaration, which a top-level `;` ends (program ::= topdec ; program): sq defaults to int before its use at real *)
fun sq x = x * x;
val y = sq 1.5;
