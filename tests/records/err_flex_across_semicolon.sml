(* A flexible record is resolved by the end of its top-level declaration, which a top-level `;` ends: age is not fixed by the use after the `;` *)
fun age {age, ...} = age;
val x = age {name = "a", age = 3};
