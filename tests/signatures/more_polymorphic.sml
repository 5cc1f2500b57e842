(* A structure may provide a more polymorphic value than specified. *)
signature S = sig val id : int -> int val pair : 'a -> 'a * 'a end
structure A : S = struct fun id x = x fun pair x = (x, x) end
val n = A.id 3
