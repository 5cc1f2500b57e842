(* Closures escaping through refs and data structures outlive the frames that created them. *)
val stash : (unit -> string) list ref = ref []
fun make n = let val s = String.concat (List.tabulate (n, fn i => Int.toString i)) in stash := (fn () => s ^ "/" ^ Int.toString n) :: !stash end
val _ = List.app make [1, 3, 5]
fun churn 0 = 0 | churn n = length (List.tabulate (n, fn i => i)) + churn (n - 1)
val _ = churn 30
val _ = print (String.concatWith " " (map (fn f => f ()) (!stash)) ^ "\n")
