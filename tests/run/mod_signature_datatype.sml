(* A signature specifying a datatype and an exception; the structure matches them, and clients pattern match. *)
signature SHAPES = sig
  datatype shape = Sq of int | Rect of int * int
  exception Negative of int
  val area : shape -> int
end
structure Shapes :> SHAPES = struct
  datatype shape = Sq of int | Rect of int * int
  exception Negative of int
  fun area (Sq n) = if n < 0 then raise Negative n else n * n
    | area (Rect (a, b)) = if a < 0 then raise Negative a else a * b
end
open Shapes
val _ = print (Int.toString (area (Sq 4) + area (Rect (2, 5))) ^ "\n")
val _ = print ((Int.toString (area (Sq ~3))) handle Negative n => "Negative " ^ Int.toString n ^ "\n")
fun describe (Sq _) = "square" | describe (Rect _) = "rect"
val _ = print (describe (Rect (1, 1)) ^ "\n")
