(* A datatype declared inside a let (local type), used only inside the function body. *)
fun countKinds l = let datatype kind = Neg | Zero | Pos
                        fun k n = if n < 0 then Neg else if n = 0 then Zero else Pos
                        val ks = map k l
                        fun cnt x = length (List.filter (fn y => y = x) ks)
                    in (cnt Neg, cnt Zero, cnt Pos) end
val (n, z, p) = countKinds [~3, 0, 4, 5, ~1, 0, 9]
val _ = print (Int.toString n ^ " " ^ Int.toString z ^ " " ^ Int.toString p ^ "\n")
