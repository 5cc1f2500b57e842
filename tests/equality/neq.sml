(* `<>` also requires equality. *)
fun distinct (a, b, c) = a <> b andalso b <> c andalso a <> c
