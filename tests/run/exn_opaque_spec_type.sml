(* Under opaque ascription an exception spec's argument type is the signature's (abstract) one *)
signature S = sig
  type t
  datatype d = D of t
  exception E of t
  exception F of d * string
  val mk : int -> t
  val show : t -> string
  val fail : int -> 'a
end
structure M :> S = struct
  type t = int
  datatype d = D of t
  exception E of t
  exception F of d * string
  fun mk x = x
  val show = Int.toString
  fun fail n = if n > 0 then raise E n else raise F (D n, "neg")
end
val _ = (raise M.E (M.mk 3)) handle M.E v => print (M.show v ^ "\n")
fun try n = (M.fail n; ()) handle M.E v => print ("E " ^ M.show v ^ "\n")
                                | M.F (M.D v, s) => print ("F " ^ M.show v ^ " " ^ s ^ "\n")
val _ = (try 5; try ~2)
val e = M.E (M.mk 9)
val _ = print (exnName e ^ "\n")
functor G (X : S) = struct fun h n = (X.fail n) handle X.E v => X.show v end
structure N = G (M)
val _ = print (N.h 7 ^ "\n")
