(* Integer patterns combined with if-guards to classify ranges, including negative literals. *)
fun bucket 0 = "zero" | bucket ~1 = "minus one" | bucket n = if n < ~1 then "very negative" else if n < 10 then "small" else if n < 100 then "medium" else "large"
val _ = print (String.concatWith ", " (map bucket [0, ~1, ~50, 5, 42, 1000]) ^ "\n")
fun fizz n = case (n mod 3, n mod 5) of (0, 0) => "FizzBuzz" | (0, _) => "Fizz" | (_, 0) => "Buzz" | _ => Int.toString n
val _ = print (String.concatWith " " (List.tabulate (20, fn i => fizz (i + 1))) ^ "\n")
