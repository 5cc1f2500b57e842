(* Overloaded arithmetic on words. *)
val w = 0w1 + 0wx2
fun wsucc w = w + 0w1
val m = 0w10 mod 0w3
