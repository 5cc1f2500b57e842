(* open inside local at top level. *)
structure M = struct val k = 3 end
local open M in val b = k + 1 end
