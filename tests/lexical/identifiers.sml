(* Alphanumeric identifiers with primes and underscores, and symbolic ones. *)
val x' = 1
val x'' = x' + 1
val a_b_1 = 2
val 'a id = fn (x : 'a) => x
fun !! x = x
val <+> = fn (a, b) => a + b
val ## = 3
