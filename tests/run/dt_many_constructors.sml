(* A datatype with many constructors mixing nullary and unary (various argument types). *)
datatype tok = LParen | RParen | Plus | Minus | Times | Num of int | Id of string | Real' of real
             | Pair of int * int | Lst of tok list | Eof
fun show LParen = "(" | show RParen = ")" | show Plus = "+" | show Minus = "-" | show Times = "*"
  | show (Num n) = Int.toString n | show (Id s) = s | show (Real' r) = Real.toString r
  | show (Pair (a, b)) = "<" ^ Int.toString a ^ "," ^ Int.toString b ^ ">"
  | show (Lst ts) = "[" ^ String.concatWith " " (map show ts) ^ "]" | show Eof = "$"
val toks = [LParen, Num 1, Plus, Id "x", RParen, Times, Real' 2.5, Minus, Pair (3, 4), Lst [Num 5, Lst [Eof]], Eof]
val _ = print (String.concatWith " " (map show toks) ^ "\n")
fun isOp t = case t of Plus => true | Minus => true | Times => true | _ => false
fun depth (Lst ts) = 1 + foldl Int.max 0 (map depth ts) | depth _ = 0
val _ = print (Int.toString (length (List.filter isOp toks)) ^ " " ^ Int.toString (foldl Int.max 0 (map depth toks)) ^ "\n")
