(* Realistic program: a deterministic date/time report.  Builds dates from
   fixed Time values with Date.fromTimeUniv, formats them with Date.fmt and
   Date.toString, reads weekday/yearDay/month, normalises out-of-range
   fields with Date.date, parses dates back with Date.fromString, computes
   durations with Time arithmetic (Time.fmt, toMilliseconds, fromReal), and
   prints a month calendar and a schedule of recurring events.  No clock
   and no local time zone are used. *)

fun monthName m = Date.fmt "%B" (Date.date {year = 2001, month = m, day = 1, hour = 0, minute = 0, second = 0, offset = NONE})

val months = [Date.Jan, Date.Feb, Date.Mar, Date.Apr, Date.May, Date.Jun,
              Date.Jul, Date.Aug, Date.Sep, Date.Oct, Date.Nov, Date.Dec]
fun monthIndex m = let fun go (i, x :: xs) = if x = m then i else go (i + 1, xs) | go (_, []) = raise Fail "month"
                   in go (1, months) end

fun weekdayName d = case d of
    Date.Mon => "Monday" | Date.Tue => "Tuesday" | Date.Wed => "Wednesday" | Date.Thu => "Thursday"
  | Date.Fri => "Friday" | Date.Sat => "Saturday" | Date.Sun => "Sunday"

fun isLeap y = (y mod 4 = 0 andalso y mod 100 <> 0) orelse y mod 400 = 0
fun daysIn (y, m) =
  case m of
    Date.Feb => if isLeap y then 29 else 28
  | Date.Apr => 30 | Date.Jun => 30 | Date.Sep => 30 | Date.Nov => 30
  | _ => 31

val stamps : LargeInt.int list = [0, 951782400, 1000000000, 1234567890, 1700000000, 2147483647, 4102444799]
val () = print "timestamps (UTC):\n"
val () = List.app (fn s =>
  let val d = Date.fromTimeUniv (Time.fromSeconds s) in
    print (StringCvt.padLeft #" " 11 (LargeInt.toString s) ^ "  " ^ Date.toString d ^ "  "
           ^ Date.fmt "%Y-%m-%d %H:%M:%S" d ^ "  day " ^ Int.toString (Date.yearDay d + 1)
           ^ " " ^ weekdayName (Date.weekDay d) ^ "\n")
  end) stamps

val d0 = Date.fromTimeUniv (Time.fromSeconds 1234567890)
val () = print ("fmt: " ^ String.concatWith " | "
  (map (fn f => Date.fmt f d0) ["%a %b %d", "%A, %B", "%y/%m/%d", "%j", "%I:%M %p", "%%literal", "%H%M%S"]) ^ "\n")
val () = print ("fields: " ^ Int.toString (Date.year d0) ^ " " ^ Int.toString (monthIndex (Date.month d0)) ^ " "
                ^ Int.toString (Date.day d0) ^ " " ^ Int.toString (Date.hour d0) ^ ":" ^ Int.toString (Date.minute d0)
                ^ ":" ^ Int.toString (Date.second d0) ^ "\n")

(* normalisation of out-of-range fields *)
val () = print "normalised:\n"
val () = List.app (fn (y, m, d, h) =>
  let val dt = Date.date {year = y, month = m, day = d, hour = h, minute = 0, second = 0, offset = NONE} in
    print ("  " ^ Int.toString y ^ "-" ^ Int.toString (monthIndex m) ^ "-" ^ Int.toString d ^ " " ^ Int.toString h ^ "h => "
           ^ Date.fmt "%Y-%m-%d %H:%M" dt ^ " (" ^ Date.fmt "%a" dt ^ ")\n")
  end)
  [(2023, Date.Jan, 32, 0), (2024, Date.Feb, 30, 0), (2023, Date.Feb, 29, 0), (2023, Date.Dec, 31, 24),
   (2000, Date.Mar, 0, 0), (2021, Date.Jan, 1, ~1), (2020, Date.Dec, 365, 12)]

(* parsing *)
val () = List.app (fn s =>
  print ("parse " ^ String.toString s ^ ": " ^
         (case Date.fromString s of
            SOME d => Date.fmt "%Y-%m-%d %H:%M:%S %a" d
          | NONE => "NONE") ^ "\n"))
  ["Fri Feb 13 23:31:30 2009", "  Mon Jan 01 00:00:00 2024 trailing", "Tue Feb 30 10:00:00 2024", "not a date"]

(* comparisons and sorting *)
val events = map (fn (name, s) => (name, Date.fromTimeUniv (Time.fromSeconds s)))
  [("launch", 1700000000), ("epoch", 0), ("billennium", 1000000000), ("y2038", 2147483647), ("leap day", 951782400)]
fun insertBy cmp (x, []) = [x]
  | insertBy cmp (x, y :: ys) = if cmp (x, y) = GREATER then y :: insertBy cmp (x, ys) else x :: y :: ys
val sorted = foldl (insertBy (fn ((_, a), (_, b)) => Date.compare (a, b))) [] events
val () = print ("chronological: " ^ String.concatWith " < " (map #1 sorted) ^ "\n")

(* durations with Time *)
fun secondsBetween (a, b) = Time.- (Time.fromSeconds b, Time.fromSeconds a)
fun humanise t =
  let
    val s = Time.toSeconds t
    val (d, s) = (s div 86400, s mod 86400)
    val (h, s) = (s div 3600, s mod 3600)
    val (m, s) = (s div 60, s mod 60)
  in
    Int.toString (LargeInt.toInt d) ^ "d " ^ Int.toString (LargeInt.toInt h) ^ "h " ^ Int.toString (LargeInt.toInt m)
    ^ "m " ^ Int.toString (LargeInt.toInt s) ^ "s"
  end
val span = secondsBetween (1000000000, 1234567890)
val () = print ("between billennium and 1234567890: " ^ humanise span ^ " = " ^ Time.toString span ^ " s\n")
val t1 = Time.fromReal 12.3456
val t2 = Time.fromMilliseconds 2500
val () = print ("time: " ^ Time.fmt 2 t1 ^ " + " ^ Time.fmt 3 t2 ^ " = " ^ Time.fmt 1 (Time.+ (t1, t2))
                ^ ", ms " ^ LargeInt.toString (Time.toMilliseconds (Time.+ (t1, t2)))
                ^ ", us " ^ LargeInt.toString (Time.toMicroseconds t2)
                ^ ", cmp " ^ (case Time.compare (t1, t2) of LESS => "<" | EQUAL => "=" | GREATER => ">")
                ^ ", zero " ^ Time.toString Time.zeroTime ^ "\n")
val () = print ("Time.fromString: " ^ String.concatWith ", "
  (map (fn s => case Time.fromString s of SOME t => Time.fmt 3 t | NONE => "NONE") ["1.5", "  42", "0.0005", "abc", "7.25xyz"]) ^ "\n")

(* a month calendar *)
fun calendar (y, m) =
  let
    val first = Date.date {year = y, month = m, day = 1, hour = 12, minute = 0, second = 0, offset = NONE}
    val lead = case Date.weekDay first of
                 Date.Mon => 0 | Date.Tue => 1 | Date.Wed => 2 | Date.Thu => 3 | Date.Fri => 4 | Date.Sat => 5 | Date.Sun => 6
    val n = daysIn (y, m)
    val cells = List.tabulate (lead, fn _ => "  ") @ List.tabulate (n, fn i => StringCvt.padLeft #" " 2 (Int.toString (i + 1)))
    fun rows [] = []
      | rows cs = let val k = Int.min (7, length cs) in List.take (cs, k) :: rows (List.drop (cs, k)) end
    val title = monthName m ^ " " ^ Int.toString y
  in
    print (StringCvt.padLeft #" " ((20 + size title) div 2) title ^ "\n");
    print "Mo Tu We Th Fr Sa Su\n";
    List.app (fn r => print (String.concatWith " " r ^ "\n")) (rows cells)
  end
val () = calendar (2024, Date.Feb)
val () = calendar (2023, Date.Oct)

(* recurring meeting: every 2nd Tuesday, for a year *)
fun secondTuesday (y, m) =
  let fun find d = let val dt = Date.date {year = y, month = m, day = d, hour = 9, minute = 30, second = 0, offset = NONE}
                   in if Date.weekDay dt = Date.Tue then dt else find (d + 1) end
      val first = find 1
  in Date.date {year = y, month = m, day = Date.day first + 7, hour = 9, minute = 30, second = 0, offset = NONE} end
val () = print ("second Tuesdays 2025: " ^ String.concatWith " " (map (fn m => Date.fmt "%d.%m" (secondTuesday (2025, m))) months) ^ "\n")
val () = print ("leap years 1896-1912, 1996-2004, 2100: "
  ^ String.concatWith " " (map Int.toString (List.filter isLeap [1896, 1900, 1904, 1908, 1912, 1996, 2000, 2004, 2100])) ^ "\n")
