val f : {a : int, b : bool} -> int
val g : {a : int, b : bool, c : unit} -> int
