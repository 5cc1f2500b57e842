(* A structure holding mutable state shared by all users; functions of two structures calling each other. *)
structure Log = struct val entries = ref [] : string list ref fun add s = entries := s :: !entries fun dump () = String.concatWith ";" (rev (!entries)) end
structure Worker = struct fun work n = (Log.add ("work " ^ Int.toString n); n * 2) end
structure Boss = struct fun run l = (Log.add "start"; foldl (fn (n, s) => s + Worker.work n) 0 l before Log.add "end") end
val total = Boss.run [1, 2, 3]
val _ = print (Int.toString total ^ " " ^ Log.dump () ^ "\n")
