(* A functor with an opaque result signature and a functor taking a structure with a type and a function. *)
signature QUEUE = sig type 'a q val empty : 'a q val push : 'a * 'a q -> 'a q val pop : 'a q -> ('a * 'a q) option end
functor MkQueue () :> QUEUE = struct
  type 'a q = 'a list * 'a list
  val empty = ([], [])
  fun push (x, (f, b)) = (f, x :: b)
  fun pop ([], []) = NONE | pop ([], b) = pop (rev b, []) | pop (x :: f, b) = SOME (x, (f, b))
end
structure Q = MkQueue ()
fun drain q = case Q.pop q of NONE => [] | SOME (x, q') => x :: drain q'
val q = foldl Q.push Q.empty [1, 2, 3, 4, 5]
val q = case Q.pop q of SOME (_, q') => Q.push (6, q') | NONE => q
val _ = print (String.concatWith " " (map Int.toString (drain q)) ^ "\n")
