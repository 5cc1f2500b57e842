(* A reverse-Polish calculator over tokens, with errors reported by exceptions. *)
exception StackUnderflow
fun rpn s = let fun go ([], [x]) = x | go ([], _) = raise StackUnderflow
  | go (t :: r, st) = case (t, st) of ("+", b :: a :: st') => go (r, a + b :: st') | ("-", b :: a :: st') => go (r, a - b :: st')
                                    | ("*", b :: a :: st') => go (r, a * b :: st') | ("/", b :: a :: st') => go (r, a div b :: st')
                                    | ("+", _) => raise StackUnderflow | ("-", _) => raise StackUnderflow
                                    | ("*", _) => raise StackUnderflow | ("/", _) => raise StackUnderflow
                                    | (n, _) => go (r, valOf (Int.fromString n) :: st)
  in go (String.tokens Char.isSpace s, []) end
val _ = List.app (fn s => print (s ^ " => " ^ ((Int.toString (rpn s)) handle StackUnderflow => "underflow" | Div => "div by zero" | Option => "bad token") ^ "\n"))
          ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "1 +", "4 0 /", "1 x +"]
