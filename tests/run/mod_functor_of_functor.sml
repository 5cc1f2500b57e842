(* A functor whose argument is the result of another functor application; sharing of types through where type. *)
signature MONOID = sig type t val zero : t val plus : t * t -> t end
functor Pair (structure A : MONOID structure B : MONOID) : MONOID where type t = A.t * B.t = struct
  type t = A.t * B.t
  val zero = (A.zero, B.zero)
  fun plus ((a1, b1), (a2, b2)) = (A.plus (a1, a2), B.plus (b1, b2))
end
structure IntAdd = struct type t = int val zero = 0 val plus = op + end
structure StrCat = struct type t = string val zero = "" val plus = op ^ end
structure P = Pair (structure A = IntAdd structure B = StrCat)
structure PP = Pair (structure A = P structure B = IntAdd)
val (a, b) = foldl P.plus P.zero [(1, "a"), (2, "b"), (3, "c")]
val ((c, d), e) = foldl PP.plus PP.zero [((1, "x"), 10), ((2, "y"), 20)]
val _ = print (Int.toString a ^ b ^ " " ^ Int.toString c ^ d ^ Int.toString e ^ "\n")
