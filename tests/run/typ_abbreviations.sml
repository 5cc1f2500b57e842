(* Type abbreviations: parameterised, nested, function types, and equality of abbreviated types. *)
type 'a matrix = 'a list list
type transform = int -> int
type ('a, 'b) assoc = ('a * 'b) list
val m : int matrix = [[1, 2], [3, 4]]
val ts : transform list = [fn x => x + 1, fn x => x * 2]
val a : (string, int matrix) assoc = [("m", m)]
val _ = print (Int.toString (foldl (fn (row, s) => foldl (op +) s row) 0 m) ^ " " ^ Int.toString (foldl (fn (f, x) => f x) 5 ts) ^ " " ^ Int.toString (length (#2 (hd a))) ^ "\n")
