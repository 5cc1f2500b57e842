(* A functor with state applied twice: each application has its own counter (structures are generative). *)
functor Counter (val start : int) = struct
  val r = ref start
  fun next () = (r := !r + 1; !r)
end
structure A = Counter (val start = 0)
structure B = Counter (val start = 100)
val a1 = A.next () val b1 = B.next () val a2 = A.next () val a3 = A.next () val b2 = B.next ()
val _ = print (String.concatWith " " (map Int.toString [a1, b1, a2, a3, b2]) ^ "\n")
