(* A tail-recursive loop whose accumulator is a tuple (and a record),
   allocated afresh each iteration: constant stack, and the collector sees
   every live accumulator (run under gc-stress too). *)
fun fibs (n, (a, b)) = if n = 0 then (a, b) else fibs (n - 1, (b, (a + b) mod 1000000007))
val (x, y) = fibs (100000, (0, 1))
val _ = print (Int.toString x ^ " " ^ Int.toString y ^ "\n")

fun stats (nil, {sum, count, max}) = {sum = sum, count = count, max = max}
  | stats (h :: t, {sum, count, max}) =
      stats (t, {sum = sum + h, count = count + 1, max = if h > max then h else max})
fun upto (i, n, acc) = if i > n then acc else upto (i + 1, n, (i * 7919) mod 1000 :: acc)
val {sum, count, max} = stats (upto (1, 20000, nil), {sum = 0, count = 0, max = ~1})
val _ = print (Int.toString sum ^ " " ^ Int.toString count ^ " " ^ Int.toString max ^ "\n")
