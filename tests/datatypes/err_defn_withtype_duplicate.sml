(* The datatype and its withtype may not bind the same type constructor (Definition 2.9). *)
datatype t = A | B of u withtype u = int and t = bool
