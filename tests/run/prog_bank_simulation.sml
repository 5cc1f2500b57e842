(* A bank simulation: accounts in an array of records with refs, transactions with exceptions for overdrafts, final report. *)
exception Overdraft of int * int
val accounts = Array.tabulate (5, fn i => {id = i, balance = ref (100 * (i + 1)), log = ref ([] : string list)})
fun acct i = Array.sub (accounts, i)
fun withdraw (i, amt) = let val {balance, log, ...} = acct i in if !balance < amt then raise Overdraft (i, amt) else (balance := !balance - amt; log := ("w" ^ Int.toString amt) :: !log) end
fun deposit (i, amt) = let val {balance, log, ...} = acct i in balance := !balance + amt; log := ("d" ^ Int.toString amt) :: !log end
fun transfer (a, b, amt) = (withdraw (a, amt); deposit (b, amt)) handle Overdraft (i, x) => (#log (acct i) := ("failed" ^ Int.toString x) :: !(#log (acct i)))
val _ = List.app transfer [(0, 1, 50), (0, 2, 80), (4, 0, 250), (3, 3, 10), (1, 4, 500), (2, 1, 300)]
val _ = Array.app (fn {id, balance, log} => print (Int.toString id ^ ": " ^ Int.toString (!balance) ^ " [" ^ String.concatWith " " (rev (!log)) ^ "]\n")) accounts
val _ = print (Int.toString (Array.foldl (fn ({balance, ...}, s) => s + !balance) 0 accounts) ^ "\n")
