(* Local recursive functions that capture outer parameters, including mutual recursion. *)
fun countDown (start, step) =
  let fun go n = if n < 0 then [] else n :: go (n - step)
  in go start end
val _ = print (String.concatWith " " (map Int.toString (countDown (20, 3))) ^ "\n")
fun parity (base : int) =
  let fun ev 0 = base | ev n = od (n - 1)
      and od 0 = ~base | od n = ev (n - 1)
  in (ev, od) end
val (e, o') = parity 5
val _ = print (Int.toString (e 10) ^ " " ^ Int.toString (e 11) ^ " " ^ Int.toString (o' 4) ^ "\n")
