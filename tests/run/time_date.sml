(* Time and Date: conversions, arithmetic, fmt/toString/fromString/scan,
   and dates from fixed times (no clock reading is printed). *)
(* LargeInt results are printed through Time (ls), which works whether LargeInt.int is int or IntInf.int. *)
fun ls x = Time.fmt 0 (Time.fromSeconds x)
val t = Time.fromMilliseconds 1500
val _ = print (Time.toString t ^ " " ^ Time.fmt 0 t ^ " " ^ Time.fmt 1 t ^ " " ^ Time.fmt 5 t ^ "\n")
val _ = print (Time.toString (Time.fromReal 2.0004) ^ " " ^ Time.toString (Time.fromReal 2.0006) ^ " " ^ Time.toString (Time.fromReal 2.0015) ^ "\n")
val _ = print (Time.fmt 0 (Time.fromMilliseconds 2500) ^ " " ^ Time.fmt 0 (Time.fromMilliseconds 3500) ^ "\n")
val _ = print (Time.toString (Time.fromSeconds ~3) ^ " " ^ Time.toString (Time.- (Time.zeroTime, Time.fromMicroseconds 1500)) ^ "\n")
val _ = print (ls (Time.toSeconds (Time.fromMilliseconds 2999)) ^ " " ^ ls (Time.toMilliseconds (Time.fromNanoseconds 123456789)) ^ " " ^ ls (Time.toMicroseconds (Time.fromSeconds 2)) ^ " " ^ ls (Time.toNanoseconds (Time.fromMicroseconds 7)) ^ "\n")
val _ = print (Real.toString (Time.toReal (Time.fromMilliseconds 1250)) ^ "\n")
fun showOpt NONE = "NONE" | showOpt (SOME t) = Time.toString t
val _ = List.app (fn s => print (s ^ " -> " ^ showOpt (Time.fromString s) ^ "\n")) ["1.5", "  ~2.25xyz", "+3", "-4.0001", ".5", "abc", "", "12.", "7.1234567891234"]
val _ = print (Bool.toString (Time.< (Time.fromSeconds 1, Time.fromSeconds 2)) ^ " " ^ (case Time.compare (Time.fromSeconds 3, Time.fromSeconds 2) of GREATER => "GT" | _ => "other") ^ "\n")
val _ = print (Bool.toString (Time.> (Time.now (), Time.fromSeconds 1600000000)) ^ "\n")
fun showDate d = Date.toString d ^ " yday=" ^ Int.toString (Date.yearDay d) ^ " " ^ Date.fmt "%Y-%m-%d %H:%M:%S %j %A %B" d
val times = [0, 86399, 951782400, 1000000000, 1234567890, 1709251199, 4102444800, ~86400]
val _ = List.app (fn s => print (showDate (Date.fromTimeUniv (Time.fromSeconds s)) ^ "\n")) times
val d = Date.fromTimeUniv (Time.fromSeconds 1234567890)
val _ = print (Int.toString (Date.year d) ^ " " ^ Int.toString (Date.day d) ^ " " ^ Int.toString (Date.hour d) ^ " " ^ Int.toString (Date.minute d) ^ " " ^ Int.toString (Date.second d) ^ "\n")
val _ = print ((case Date.month d of Date.Feb => "Feb" | _ => "?") ^ " " ^ (case Date.weekDay d of Date.Fri => "Fri" | _ => "?") ^ "\n")
val _ = print (ls (Time.toSeconds (Date.toTime d)) ^ "\n")
val d2 = Date.date {year = 2024, month = Date.Jan, day = 32, hour = 25, minute = 0, second = 0, offset = SOME Time.zeroTime}
val _ = print (showDate d2 ^ " " ^ ls (Time.toSeconds (Date.toTime d2)) ^ "\n")
val d3 = Date.date {year = 2024, month = Date.Mar, day = 1, hour = 12, minute = 0, second = 0, offset = SOME (Time.fromSeconds 3600)}
val _ = print (ls (Time.toSeconds (Date.toTime d3)) ^ "\n")
val _ = case Date.fromString "Fri Feb 13 23:31:30 2009" of SOME x => print (Date.toString x ^ "\n") | NONE => print "NONE\n"
val _ = case Date.fromString "  Mon Jan 01 00:00:00 2001 rest" of SOME x => print (Date.toString x ^ "\n") | NONE => print "NONE\n"
val _ = case Date.fromString "Xyz Jan 01 00:00:00 2001" of SOME x => print (Date.toString x ^ "\n") | NONE => print "NONE\n"
val _ = print ((case Date.compare (d, d2) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER") ^ "\n")
