(* Patterns mixing records inside constructors inside tuples, with wildcards and layered names. *)
datatype ev = Key of {code : int, shift : bool} | Click of {x : int, y : int, button : int} | Quit
fun handle' (Key {code, shift = true}) = "KEY+" ^ Int.toString code
  | handle' (Key {code, ...}) = "key" ^ Int.toString code
  | handle' (Click {button = 1, x, y}) = "left@" ^ Int.toString x ^ "," ^ Int.toString y
  | handle' (c as Click {button, ...}) = "button" ^ Int.toString button
  | handle' Quit = "quit"
val _ = print (String.concatWith " " (map handle' [Key {code = 65, shift = true}, Key {code = 66, shift = false}, Click {x = 1, y = 2, button = 1}, Click {x = 0, y = 0, button = 3}, Quit]) ^ "\n")
