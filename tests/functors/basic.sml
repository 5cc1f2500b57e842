(* A functor with a named parameter, applied to a structure. *)
signature ORD = sig type t val le : t * t -> bool end
functor Max (O : ORD) = struct fun max (a, b) = if O.le (a, b) then b else a end
structure IntOrd = struct type t = int fun le (a : int, b) = a <= b end
structure M = Max (IntOrd)
val m = M.max (3, 4)
