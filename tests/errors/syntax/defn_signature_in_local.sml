(* Definition 3.4: signature declarations are topdecs, so they cannot appear inside `local` *)
local signature S = sig end in structure A : S = struct end end
