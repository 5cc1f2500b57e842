(* Polymorphic functions that raise and handle exceptions carrying monomorphic data. *)
exception NotFound of string
fun lookup key [] = raise NotFound key | lookup key ((k, v) :: r) = if k = key then v else lookup key r
val ints = [("a", 1), ("b", 2)] val strs = [("x", "ex"), ("y", "why")]
val _ = print (Int.toString (lookup "b" ints) ^ " " ^ lookup "x" strs ^ " " ^ ((Int.toString (lookup "z" ints)) handle NotFound k => "missing " ^ k) ^ "\n")
