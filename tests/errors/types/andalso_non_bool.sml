(* andalso on a non-boolean. *)
val b = true andalso 1
