(* The Ackermann function for small arguments (deep, non-primitive recursion). *)
fun ack (0, n) = n + 1 | ack (m, 0) = ack (m - 1, 1) | ack (m, n) = ack (m - 1, ack (m, n - 1))
val _ = print (String.concatWith " " (map (fn (m, n) => Int.toString (ack (m, n))) [(0, 0), (1, 2), (2, 3), (3, 3), (3, 5)]) ^ "\n")
