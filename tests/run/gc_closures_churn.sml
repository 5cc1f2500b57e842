(* Closures allocated in a loop capturing fresh data, some stored and called later. *)
fun loop (0, fs) = fs | loop (i, fs) = let val data = [i, i * 2] val f = fn x => x + foldl (op +) 0 data in loop (i - 1, if i mod 7 = 0 then f :: fs else fs) end
val fs = loop (300, [])
val _ = print (Int.toString (length fs) ^ " " ^ Int.toString (foldl (fn (f, s) => s + f 1) 0 fs) ^ "\n")
