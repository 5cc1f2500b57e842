(* Re-raising with `raise e` in a handler, handlers that inspect and pass on, and finally-like cleanup. *)
exception E of int
val log = ref []
fun note s = log := s :: !log
fun risky n = if n > 2 then raise E n else n
fun wrapper n = risky n handle e => (note ("saw " ^ exnName e); raise e)
val r1 = (Int.toString (wrapper 1)) handle E n => "E " ^ Int.toString n
val r2 = (Int.toString (wrapper 5)) handle E n => "E " ^ Int.toString n
fun withCleanup f = let val r = f () handle e => (note "cleanup(exn)"; raise e) in note "cleanup"; r end
val r3 = (withCleanup (fn () => 10)) handle _ => ~1
val r4 = (withCleanup (fn () => raise Div)) handle Div => ~2
val _ = print (r1 ^ " " ^ r2 ^ " " ^ Int.toString r3 ^ " " ^ Int.toString r4 ^ "\n")
val _ = print (String.concatWith "; " (rev (!log)) ^ "\n")
