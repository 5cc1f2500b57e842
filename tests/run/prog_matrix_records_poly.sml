(* A polymorphic matrix module (functor over a ring) instantiated for ints and reals: multiplication and power. *)
signature RING = sig type t val zero : t val one : t val add : t * t -> t val mul : t * t -> t val show : t -> string end
functor Matrix (R : RING) = struct
  fun mul (a, b) = let val n = Vector.length a in Vector.tabulate (n, fn i => Vector.tabulate (n, fn j =>
      let fun go (k, s) = if k = n then s else go (k + 1, R.add (s, R.mul (Vector.sub (Vector.sub (a, i), k), Vector.sub (Vector.sub (b, k), j)))) in go (0, R.zero) end)) end
  fun id n = Vector.tabulate (n, fn i => Vector.tabulate (n, fn j => if i = j then R.one else R.zero))
  fun pow (m, 0) = id (Vector.length m) | pow (m, k) = mul (m, pow (m, k - 1))
  fun show m = String.concatWith ";" (Vector.foldr (fn (row, l) => String.concatWith "," (Vector.foldr (fn (x, l) => R.show x :: l) [] row) :: l) [] m)
end
structure IM = Matrix (struct type t = int val zero = 0 val one = 1 val add = op + val mul = op * val show = Int.toString end)
structure RM = Matrix (struct type t = real val zero = 0.0 val one = 1.0 val add = op + val mul = op * val show = Real.toString end)
val fib = Vector.fromList [Vector.fromList [1, 1], Vector.fromList [1, 0]]
val _ = print (IM.show (IM.pow (fib, 10)) ^ "\n")
val rot = Vector.fromList [Vector.fromList [0.0, ~1.0], Vector.fromList [1.0, 0.0]]
val _ = print (RM.show (RM.pow (rot, 3)) ^ " " ^ RM.show (RM.pow (rot, 4)) ^ "\n")
