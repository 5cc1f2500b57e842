(* datatype replication (datatype t = datatype M.t) and type abbreviations across structures. *)
structure Colors = struct datatype color = Red | Green | Blue fun name Red = "red" | name Green = "green" | name Blue = "blue" end
structure Paint = struct datatype color = datatype Colors.color type palette = color list fun mix (p : palette) = String.concatWith "+" (map Colors.name p) end
val _ = print (Paint.mix [Paint.Red, Colors.Blue, Paint.Green] ^ "\n")
val _ = print (Bool.toString (Paint.Red = Colors.Red) ^ "\n")
