(* case on strings and chars with many literal branches (decision on string equality). *)
fun cmd s = case s of "start" => 1 | "stop" => 2 | "pause" => 3 | "resume" => 4 | "status" => 5 | "" => 0 | _ => ~1
val _ = print (String.concatWith " " (map (Int.toString o cmd) ["start", "stop", "pause", "resume", "status", "", "sta", "starts"]) ^ "\n")
fun vowelIndex c = case Char.toLower c of #"a" => 0 | #"e" => 1 | #"i" => 2 | #"o" => 3 | #"u" => 4 | _ => ~1
val _ = print (String.concatWith "" (map (Int.toString o (fn i => i + 1) o vowelIndex) (explode "AeIoUxyz")) ^ "\n")
