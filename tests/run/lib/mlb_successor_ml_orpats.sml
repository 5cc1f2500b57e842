(* Or-patterns and the optional bar only (see mlb_successor_ml.mlb). *)
datatype token = Plus | Minus | Times | Div | Num of int | LParen | RParen
fun isOp (Plus | Minus | Times | Div) = true
  | isOp _ = false
fun prec (Plus | Minus) = 1
  | prec (Times | Div) = 2
  | prec _ = 0
val toks = [Num 1, Plus, Num 2, Times, LParen, Num 3, Minus, Num 4, RParen]
val () = print (String.concat (map (fn t => if isOp t then Int.toString (prec t) else ".") toks) ^ "\n")
fun firstTwo (([x] | [x, _] | x :: _ :: _), y) = x + y
  | firstTwo ([], y) = y
val () = print (Int.toString (firstTwo ([10, 20, 30], 1) + firstTwo ([], 2)) ^ "\n")
val n = case (3, "b") of
          | ((1 | 2), _) => 0
          | (_, ("a" | "b")) => 1
          | _ => 2
val () = print (Int.toString n ^ "\n")
