(* Character literals, including escapes. *)
val a = #"a"
val nl = #"\n"
val q = #"\""
val bs = #"\\"
val d = #"\100"
val sp = #" "
