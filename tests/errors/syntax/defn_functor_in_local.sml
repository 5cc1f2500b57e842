(* Definition 3.4: functor declarations are topdecs, so they cannot appear inside `local` *)
local val x = 1 in functor F () = struct val y = x end end
