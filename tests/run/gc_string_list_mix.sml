(* Strings, lists of strings and tuples of strings kept alive across many short-lived allocations. *)
val keep = ref []
fun loop 0 = () | loop i = (let val s = Int.toString i val t = (s, s ^ s, [s]) in if i mod 40 = 0 then keep := t :: !keep else () end; loop (i - 1))
val _ = loop 400
val _ = print (Int.toString (length (!keep)) ^ " " ^ String.concatWith "," (map (fn (a, b, c) => a ^ ":" ^ b ^ ":" ^ hd c) (List.take (!keep, 3))) ^ "\n")
