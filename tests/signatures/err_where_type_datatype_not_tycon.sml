(* `where type` on a datatype spec must give a type name: the constructors stay, so `= int list` would make the signature ill-formed (Definition 5.8, rule 64). *)
signature S = sig datatype u = A | B end
signature T = S where type u = int list
