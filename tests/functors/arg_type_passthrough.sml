(* A type the functor takes from its argument prints as the argument's type. *)
functor Wrap (X : sig type t val x : t end) = struct val y = X.x val pair = (X.x, X.x) end
structure D = struct datatype d = K type t = d val x = K end
structure W = Wrap (D)
structure I = Wrap (struct type t = int val x = 0 end)
