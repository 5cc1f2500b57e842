(* no-poly *)
(* `and` binds simultaneously: the right-hand sides see the bindings from
   before the declaration (Definition 2.9, 4.10 and the module rules), for
   structures, signatures, functors, types, datatypes (recursive among
   themselves) and exceptions.  Poly/ML 5.7.1 takes `Y = X` in
   `exception X of string and Y = X` as the new X (a type error on `Y 3`);
   the rest agrees with Poly/ML. *)
structure A = struct val x = "outerA" end
structure A = struct val x = "innerA" end and B = struct val y = A.x end
val _ = print (B.y ^ " " ^ A.x ^ "\n")
signature S = sig val x : int end and T = sig val y : string end
structure C : S = struct val x = 1 end and D : T = struct val y = "d" end
val _ = print (Int.toString C.x ^ D.y ^ "\n")
functor F (X : S) = struct val z = X.x + 1 end and G (Y : T) = struct val w = Y.y ^ "!" end
structure E = F (C) and H = G (D)
val _ = print (Int.toString E.z ^ H.w ^ "\n")
type t = int
type t = string and u = t
val v : u = 5
val w : t = "t"
val _ = print (Int.toString v ^ w ^ "\n")
datatype d = K of int
datatype d = K of string and e = M of d
val _ = case M (K "s") of M (K s) => print (s ^ "\n")
val x = 1
val x = 10 and y = x
val _ = print (Int.toString (x + y) ^ "\n")
exception X of int
exception X of string and Y = X
val _ = (raise Y 3) handle X s => print ("X " ^ s ^ "\n") | _ => print "Y is the old X\n"
val _ = (raise X "new") handle X s => print ("X " ^ s ^ "\n")
