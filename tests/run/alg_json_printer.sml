(* Pretty-printing a JSON-like value tree with indentation and string escaping. *)
datatype json = Null | Bool of bool | Num of int | Str of string | Arr of json list | Obj of (string * json) list
fun esc s = String.translate (fn #"\"" => "\\\"" | #"\n" => "\\n" | c => String.str c) s
fun pp (ind, Null) = "null" | pp (ind, Bool b) = Bool.toString b | pp (ind, Num n) = Int.toString n | pp (ind, Str s) = "\"" ^ esc s ^ "\""
  | pp (ind, Arr []) = "[]" | pp (ind, Obj []) = "{}"
  | pp (ind, Arr l) = "[\n" ^ String.concatWith ",\n" (map (fn j => ind ^ "  " ^ pp (ind ^ "  ", j)) l) ^ "\n" ^ ind ^ "]"
  | pp (ind, Obj l) = "{\n" ^ String.concatWith ",\n" (map (fn (k, j) => ind ^ "  \"" ^ esc k ^ "\": " ^ pp (ind ^ "  ", j)) l) ^ "\n" ^ ind ^ "}"
val doc = Obj [("name", Str "skein \"test\""), ("tags", Arr [Str "a", Str "b\nc"]), ("n", Num ~5), ("ok", Bool true), ("none", Null), ("nested", Obj [("empty", Arr []), ("o", Obj [])])]
val _ = print (pp ("", doc) ^ "\n")
