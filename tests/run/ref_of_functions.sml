(* Refs holding functions (late binding / backpatching for recursion). *)
val f : (int -> int) ref = ref (fn _ => 0)
fun fact n = if n = 0 then 1 else n * !f (n - 1)
val _ = f := fact
val _ = print (Int.toString (fact 10) ^ "\n")
val handlers = ref [] : (string -> string) list ref
fun register h = handlers := h :: !handlers
val _ = (register (fn s => s ^ "!"); register (fn s => "<" ^ s ^ ">"); register (String.map Char.toUpper))
val _ = print (foldl (fn (h, s) => h s) "hi" (!handlers) ^ "\n")
