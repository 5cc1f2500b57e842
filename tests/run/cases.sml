fun name 0 = "zero"
  | name 1 = "one"
  | name 2 = "two"
  | name ~1 = "minus one"
  | name _ = "many"
val _ = List.app (fn n => print (name n ^ "\n")) [0, 1, 2, ~1, 99]

fun b2s true = "yes" | b2s false = "no"
val _ = print (b2s (1 < 2) ^ " " ^ b2s (2 < 1) ^ "\n")

fun greet "alice" = "hi alice"
  | greet "bob" = "hello bob"
  | greet s = "who is " ^ s ^ "?"
val _ = print (greet "alice" ^ "\n" ^ greet "bob" ^ "\n" ^ greet "carol" ^ "\n")

fun vowel #"a" = true | vowel #"e" = true | vowel #"i" = true
  | vowel #"o" = true | vowel #"u" = true | vowel _ = false
val _ = print (String.implode (List.filter vowel (String.explode "programming language")) ^ "\n")

val _ = print (case Int.compare (3, 5) of LESS => "less\n" | EQUAL => "equal\n" | GREATER => "greater\n")
