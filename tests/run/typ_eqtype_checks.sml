(* Equality on abstract types exported as eqtype, and on datatypes whose arguments are equality types. *)
signature ID = sig eqtype id val make : int -> id val next : id -> id end
structure Id :> ID = struct type id = int fun make n = n fun next n = n + 1 end
val a = Id.make 1 val b = Id.next (Id.make 0)
val _ = print (Bool.toString (a = b) ^ " " ^ Bool.toString (a = Id.next a) ^ "\n")
datatype 'a wrapped = W of 'a * string
val _ = print (Bool.toString (W (1, "x") = W (1, "x")) ^ " " ^ Bool.toString (W ([a], "") = W ([b], "")) ^ "\n")
