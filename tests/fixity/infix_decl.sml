(* Declaring an infix operator and defining it with an infix clause. *)
infix 6 ++
fun a ++ b = a @ b
val l = [1] ++ [2]
