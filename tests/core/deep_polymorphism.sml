(* A polymorphic function returning a polymorphic pair of lists. *)
fun unzip [] = ([], [])
  | unzip ((a, b) :: rest) =
      let val (as', bs) = unzip rest in (a :: as', b :: bs) end
