(* Grouping words into anagram classes by sorted-letter keys. *)
fun isort l = foldr (fn (x : char, acc) => let fun ins [] = [x] | ins (y :: r) = if x <= y then x :: y :: r else y :: ins r in ins acc end) [] l
fun key w = implode (isort (explode w))
val words = ["listen", "silent", "enlist", "google", "elgoog", "cat", "act", "tac", "dog"]
fun group [] = [] | group (w :: r) = let val k = key w val (same, other) = List.partition (fn v => key v = k) r in (w :: same) :: group other end
val _ = List.app (fn g => print (String.concatWith "," g ^ "\n")) (group words)
