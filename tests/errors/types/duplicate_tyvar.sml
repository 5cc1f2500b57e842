(* A type parameter repeated. *)
datatype ('a, 'a) t = A of 'a
