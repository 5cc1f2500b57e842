(* explode/implode round trips, reversal and character filtering. *)
val s = "Hello, World"
val r = implode (rev (explode s))
val _ = print (r ^ " " ^ Bool.toString (implode (explode s) = s) ^ " " ^ implode (List.filter Char.isUpper (explode s)) ^ "\n")
val _ = print (Int.toString (length (explode "")) ^ "[" ^ implode [] ^ "]\n")
