(* Topological sort by depth-first search on a DAG of string-named tasks. *)
val deps = [("shop", []), ("cook", ["shop"]), ("eat", ["cook", "set"]), ("set", []), ("wash", ["eat"]), ("sleep", ["wash", "eat"])]
fun topo () = let val seen = ref [] val out = ref []
  fun visit n = if List.exists (fn m => m = n) (!seen) then () else (seen := n :: !seen; List.app visit (valOf (Option.map #2 (List.find (fn (m, _) => m = n) deps))); out := n :: !out)
  in List.app (visit o #1) deps; rev (!out) end
val _ = print (String.concatWith " " (topo ()) ^ "\n")
