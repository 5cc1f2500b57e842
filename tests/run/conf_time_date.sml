(* Time.toReal is correctly rounded (also beyond 2^53 nanoseconds, where
   converting the count and then dividing rounds twice), so Time.fmt
   (Real.fmt FIX of toReal) shows the real nearest to the time; and
   Date.toString is the spec's 24 characters also for years below 1000
   ("0999"), which Date.fromString reads back. *)
fun p s = print (s ^ "\n")
val _ = List.app (fn us => p (Real.fmt StringCvt.EXACT (Time.toReal (Time.fromMicroseconds us)) ^ " " ^ Time.fmt 20 (Time.fromMicroseconds us) ^ " " ^ Time.toString (Time.fromMicroseconds us)))
  [1000000000000001, 1234567890123456, ~1234567890123456, 0, 1, ~1, 4503599627370497, 999999, 1500, 2500, 123456789012345678]
fun mk (y, m, d) = Date.date {year = y, month = m, day = d, hour = 1, minute = 2, second = 3, offset = SOME Time.zeroTime}
val _ = List.app (fn (y, m) => let val s = Date.toString (mk (y, m, 4)) in p (s ^ " " ^ Int.toString (size s)) end)
  [(1, Date.Jan), (99, Date.Feb), (999, Date.Jul), (1000, Date.Dec), (2024, Date.Feb), (9999, Date.Dec)]
val _ = List.app (fn s => p (case Date.fromString s of SOME d => Date.toString d ^ " " ^ Int.toString (Date.year d) | NONE => "NONE"))
  ["Mon Jan 01 01:02:03 0001", "Fri Jul 04 01:02:03 0999"]
