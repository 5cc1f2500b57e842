(* List literals, cons and append. *)
val l1 = [1, 2, 3]
val l2 = 0 :: l1
val l3 = l1 @ l2
val e = []
val ll = [[1], []]
