(* no-gc-stress *)
(* Live data growing to several MB (a map as a sorted list of pairs in a balanced tree) while garbage is produced. *)
datatype t = E | T of t * int * string * t
fun ins (k, v, E) = T (E, k, v, E)
  | ins (k, v, T (l, k', v', r)) = if k < k' then T (ins (k, v, l), k', v', r) else if k > k' then T (l, k', v', ins (k, v, r)) else T (l, k, v, r)
fun find (k, E) = NONE | find (k, T (l, k', v, r)) = if k < k' then find (k, l) else if k > k' then find (k, r) else SOME v
fun loop (i, t) = if i = 40000 then t else loop (i + 1, ins ((i * 7919) mod 100003, Int.toString i, t))
val t = loop (0, E)
val _ = print (String.concatWith " " (map (fn k => getOpt (find (k, t), "-")) [0, 7919, 15838, 5, 100002]) ^ "\n")
