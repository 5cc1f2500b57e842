(* A structure with types, values and functions, accessed by qualified names. *)
structure Stack = struct
  type 'a t = 'a list
  val empty : 'a t = []
  fun push (x, s) = x :: s
  fun pop [] = NONE | pop (x :: s) = SOME (x, s)
  fun size s = length s
end
val s = Stack.push (3, Stack.push (2, Stack.push (1, Stack.empty)))
val _ = case Stack.pop s of SOME (x, r) => print (Int.toString x ^ " " ^ Int.toString (Stack.size r) ^ "\n") | NONE => ()
