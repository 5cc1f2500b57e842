(* local declarations inside a structure body, and a structure-level exception used from outside. *)
structure Parser = struct
  exception Error of string
  local
    fun digit c = if Char.isDigit c then Char.ord c - 48 else raise Error ("bad char " ^ String.str c)
  in
    fun number s = foldl (fn (c, n) => n * 10 + digit c) 0 (explode s)
  end
end
val _ = print (Int.toString (Parser.number "4096") ^ "\n")
val _ = print ((Int.toString (Parser.number "4x")) handle Parser.Error m => m ^ "\n")
