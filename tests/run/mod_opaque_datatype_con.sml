(* Opaque ascription: a datatype spec's constructors take the signature's abstract types *)
signature S = sig
  type t
  datatype u = U of t | V of t list * int | W
  val mk : int -> t
  val show : t -> string
end
structure M :> S = struct
  type t = int
  datatype u = U of t | V of t list * int | W
  fun mk n = n * 10
  fun show n = Int.toString n
end
fun desc (M.U x) = "U " ^ M.show x
  | desc (M.V (l, n)) = "V " ^ String.concatWith "," (map M.show l) ^ " " ^ Int.toString n
  | desc M.W = "W"
val _ = app (fn v => print (desc v ^ "\n")) [M.U (M.mk 1), M.V ([M.mk 2, M.mk 3], 4), M.W]
val f = M.U
val _ = print (desc (f (M.mk 5)) ^ "\n")
local open M in val g = fn x => V ([x], 0) end
val _ = print (desc (g (M.mk 6)) ^ "\n")
datatype r = datatype M.u
val _ = print (desc (U (M.mk 7)) ^ "\n")
functor F (X : S) = struct fun first (X.V (x :: _, _)) = SOME (X.show x) | first _ = NONE end
structure N = F (M)
val _ = print (valOf (N.first (M.V ([M.mk 8], 1))) ^ "\n")
