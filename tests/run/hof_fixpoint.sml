(* A fixpoint combinator via a recursive datatype, and open recursion with memoisation by a table. *)
datatype 'a fix = Fix of 'a fix -> 'a
fun y f = let fun g (Fix h) = f (fn x => h (Fix h) x) in g (Fix g) end
val fact = y (fn self => fn n => if n = 0 then 1 else n * self (n - 1))
val fib = y (fn self => fn n => if n < 2 then n else self (n - 1) + self (n - 2))
val _ = print (Int.toString (fact 10) ^ " " ^ Int.toString (fib 15) ^ "\n")
fun memo (f : (int -> int) -> int -> int) n =
  let val table = Array.array (n + 1, NONE)
      fun get i = case Array.sub (table, i) of SOME v => v | NONE => let val v = f get i in Array.update (table, i, SOME v); v end
  in get n end
val _ = print (Int.toString (memo (fn self => fn n => if n < 2 then n else self (n - 1) + self (n - 2)) 80) ^ "\n")
