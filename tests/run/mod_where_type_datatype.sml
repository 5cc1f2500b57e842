(* `where type` may realise a datatype spec by another type name (Definition rule 64): the sealed structure then shares the datatype *)
structure M0 = struct datatype u = A | B of int fun show A = "A" | show (B n) = "B" ^ Int.toString n end
signature S = sig datatype u = A | B of int val show : u -> string end
structure M :> S where type u = M0.u = M0
val _ = print (Bool.toString (M.A = M0.A) ^ " " ^ M.show (M0.B 3) ^ " " ^ M0.show (M.B 4) ^ "\n")
val _ = case M0.B 5 of M.B n => print (Int.toString n ^ "\n") | M.A => ()
signature T = sig datatype 'a opt = NONE | SOME of 'a end where type 'a opt = 'a option
structure O : T = struct datatype opt = datatype option end
val _ = case O.SOME 6 of SOME n => print (Int.toString n ^ "\n") | NONE => ()
functor F (X : S where type u = M0.u) = struct val v = X.show (M0.B 7) end
structure R = F (M0)
val _ = print (R.v ^ "\n")
