(* A functor whose parameter is given in specification form. *)
functor Add (val k : int) = struct fun add n = n + k end
structure A5 = Add (val k = 5)
val x = A5.add 1
