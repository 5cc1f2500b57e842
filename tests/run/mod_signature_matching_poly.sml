(* A signature with polymorphic value specs matched by more general structure values. *)
signature COLL = sig type 'a c val empty : 'a c val add : 'a * 'a c -> 'a c val toList : 'a c -> 'a list val size : 'a c -> int end
structure ListColl :> COLL = struct type 'a c = 'a list val empty = [] fun add (x, l) = x :: l fun toList l = rev l fun size l = length l end
val c1 = ListColl.add (3, ListColl.add (2, ListColl.empty))
val c2 = ListColl.add ("b", ListColl.add ("a", ListColl.empty))
val _ = print (String.concatWith "," (map Int.toString (ListColl.toList c1)) ^ " " ^ String.concat (ListColl.toList c2) ^ " " ^ Int.toString (ListColl.size c1 + ListColl.size c2) ^ "\n")
