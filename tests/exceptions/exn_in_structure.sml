(* An exception declared in a structure is accessed by its path. *)
structure S = struct exception Err of string end
val x = (raise S.Err "a") handle S.Err s => s
