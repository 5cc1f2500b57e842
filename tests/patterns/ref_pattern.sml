(* `ref` is a constructor and can be matched. *)
fun deref (ref x) = x
val ref y = ref 7
