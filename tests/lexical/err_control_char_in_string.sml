(* Only printable characters and spaces may stand between the quotes of a string or character constant (Definition 2.2): a tab or another control character must be written as an escape. *)
val s = "a	b"
val c = #""
val ok = "a\tb"
