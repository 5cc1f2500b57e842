(* datatype ... withtype: a type abbreviation used inside the datatype definition. *)
datatype tree = Node of label * forest
withtype label = {name : string, weight : int}
     and forest = tree list
fun total (Node ({weight, ...}, kids)) = weight + foldl (fn (t, a) => a + total t) 0 kids
fun names (Node ({name, ...}, kids)) = name :: List.concat (map names kids)
val t = Node ({name = "root", weight = 1}, [Node ({name = "a", weight = 10}, []),
                                           Node ({name = "b", weight = 20}, [Node ({name = "c", weight = 300}, [])])])
val _ = print (Int.toString (total t) ^ " " ^ String.concatWith "," (names t) ^ "\n")
