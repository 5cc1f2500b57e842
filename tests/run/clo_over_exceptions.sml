(* Closures capturing exception constructors and handlers: a retry combinator. *)
exception Transient of int
fun retry (n, f) = let fun go k = f k handle Transient c => if k < n then go (k + 1) else ~c in go 1 end
val attempts = ref []
val r1 = retry (5, fn k => (attempts := k :: !attempts; if k < 3 then raise Transient k else k * 100))
val r2 = retry (2, fn k => raise Transient (k + 40))
val _ = print (Int.toString r1 ^ " " ^ Int.toString r2 ^ " " ^ String.concatWith "," (map Int.toString (rev (!attempts))) ^ "\n")
