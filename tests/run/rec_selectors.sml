(* Field selectors #a on records and #1/#2/#3 on tuples, including as first-class functions in map. *)
val people = [{name = "Ann", age = 31}, {name = "Bob", age = 27}, {name = "Cy", age = 45}]
val _ = print (String.concatWith "," (map #name people) ^ " " ^ Int.toString (foldl (op +) 0 (map #age people)) ^ "\n")
val trip = (1, "two", 3.0)
val _ = print (Int.toString (#1 trip) ^ #2 trip ^ Real.toString (#3 trip) ^ "\n")
val ps = [(1, 2), (3, 4), (5, 6)]
val _ = print (Int.toString (foldl (op +) 0 (map #2 ps)) ^ " " ^ Int.toString (foldl (op +) 0 (map #1 ps)) ^ "\n")
val nested = {outer = {inner = {value = 42}}}
val _ = print (Int.toString (#value (#inner (#outer nested))) ^ "\n")
