(* A user-defined option type. *)
datatype 'a maybe = Nothing | Just of 'a
fun map' f Nothing = Nothing
  | map' f (Just x) = Just (f x)
