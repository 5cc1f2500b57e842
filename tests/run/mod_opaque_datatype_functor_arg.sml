(* An opaquely sealed datatype matches a functor parameter's datatype spec, replicates, and can be sealed again *)
structure M :> sig datatype t = A | B of int val show : t -> string end = struct datatype t = A | B of int fun show A = "A" | show (B n) = "B" ^ Int.toString n end
functor F (X : sig datatype t = A | B of int end) = struct fun f X.A = 1 | f (X.B n) = n fun g n = X.B n end
structure R = F (M)
val _ = print (Int.toString (R.f M.A + R.f (M.B 5)) ^ M.show (R.g 9) ^ "\n")
datatype u = datatype M.t
val _ = case B 3 of A => print "A\n" | B n => print (M.show (B n) ^ "\n")
val l = [A, M.A, R.g 1]
val _ = print (String.concatWith "," (map M.show l) ^ "\n")
structure N :> sig datatype t = A | B of int end = M
val _ = case N.B 2 of N.A => () | N.B k => print (Int.toString k ^ "\n")
