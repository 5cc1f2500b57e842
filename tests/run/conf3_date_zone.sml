(* Date.localOffset is the time west of UTC, negative east of Greenwich (it was taken modulo a day: 82800 in Berlin, not ~3600); Date.fmt "%Z" is "UTC" for a date at offset 0 (it named the local zone) and the local zone for a local date built by Date.date (it was empty); dates with offsets (no-poly: Poly/ML names the local zone for every date, which is "UTC" only where the machine's zone is UTC) (* no-poly *) *)
fun pr s = print (s ^ "\n")
val now = Time.now ()
val local0 = Date.fromTimeLocal now
(* the local wall clock read as if it were UTC, minus the real time: the offset east *)
val asUtc = Date.date {year = Date.year local0, month = Date.month local0, day = Date.day local0,
                       hour = Date.hour local0, minute = Date.minute local0, second = Date.second local0,
                       offset = SOME Time.zeroTime}
val east = Time.toSeconds (Date.toTime asUtc) - Time.toSeconds now
val west = Time.toSeconds (Date.localOffset ())
val _ = pr ("localOffset is the time west of UTC: " ^ Bool.toString (west = ~east orelse west = ~east + 1 orelse west = ~east - 1))
val _ = pr ("within a day: " ^ Bool.toString (abs west < 86400))
val u = Date.fromTimeUniv (Time.fromSeconds 1000000000)
val _ = pr (Date.fmt "%Z|%a %d %b %Y %H:%M:%S|%%Z" u)
val z0 = Date.date {year = 2001, month = Date.Sep, day = 9, hour = 1, minute = 46, second = 40, offset = SOME Time.zeroTime}
val _ = pr (Date.fmt "%Z %H" z0)
val loc = Date.date {year = 2001, month = Date.Sep, day = 9, hour = 1, minute = 46, second = 40, offset = NONE}
val _ = pr ("local date names a zone: " ^ Bool.toString (Date.fmt "%Z" loc <> ""))
val _ = pr ("same as fromTimeLocal: " ^ Bool.toString (Date.fmt "%Z" loc = Date.fmt "%Z" (Date.fromTimeLocal (Date.toTime loc))))
fun showOff d = case Date.offset d of NONE => "NONE" | SOME t => Time.toString t
val d1 = Date.date {year = 2020, month = Date.Mar, day = 15, hour = 10, minute = 30, second = 5, offset = SOME (Time.fromSeconds 3600)}
val _ = pr (Date.toString d1 ^ " " ^ showOff d1 ^ " " ^ LargeInt.toString (Time.toSeconds (Date.toTime d1)))
val d2 = Date.date {year = 2020, month = Date.Dec, day = 31, hour = 23, minute = 59, second = 60, offset = SOME (Time.fromSeconds 7200)}
val _ = pr (Date.toString d2 ^ " " ^ showOff d2 ^ " " ^ LargeInt.toString (Time.toSeconds (Date.toTime d2)))
val d3 = Date.date {year = 2020, month = Date.Jan, day = 1, hour = 0, minute = 0, second = 0, offset = SOME (Time.fromSeconds ~3600)}
val _ = pr (Date.toString d3 ^ " " ^ showOff d3 ^ " " ^ LargeInt.toString (Time.toSeconds (Date.toTime d3)))
val _ = pr (case Date.fromString "Sun Sep 09 01:46:40 2001" of SOME d => Date.toString d ^ " " ^ showOff d | NONE => "NONE")
