(* Exceptions and polymorphic values in a structure. *)
structure S =
struct
  exception Empty'
  fun hd' [] = raise Empty'
    | hd' (x :: _) = x
end
val h = S.hd' [1] handle S.Empty' => 0
