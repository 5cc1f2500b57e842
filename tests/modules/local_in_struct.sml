(* local inside a structure hides its local part. *)
structure S =
struct
  local
    val secret = 42
  in
    val revealed = secret + 1
  end
end
