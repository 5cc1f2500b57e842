(* Time (TIME), Timer (TIMER) and Date (DATE).

   Time.time is a count of nanoseconds since the epoch, a LargeInt.int
   (IntInf), so times are unbounded; fromReal raises Time on NaN or
   infinities.

   Dates are broken-down wall-clock times with an optional offset (time
   WEST of UTC, as the Basis says); the calendar arithmetic (proleptic
   Gregorian, days since 1970-01-01) is done here, the local time zone
   and strftime come from the C library (runtime/os.c). *)

signature TIME =
sig
  eqtype time
  exception Time
  val zeroTime : time
  val fromReal : real -> time
  val toReal : time -> real
  val toSeconds : time -> LargeInt.int
  val toMilliseconds : time -> LargeInt.int
  val toMicroseconds : time -> LargeInt.int
  val toNanoseconds : time -> LargeInt.int
  val fromSeconds : LargeInt.int -> time
  val fromMilliseconds : LargeInt.int -> time
  val fromMicroseconds : LargeInt.int -> time
  val fromNanoseconds : LargeInt.int -> time
  val + : time * time -> time
  val - : time * time -> time
  val compare : time * time -> order
  val < : time * time -> bool
  val <= : time * time -> bool
  val > : time * time -> bool
  val >= : time * time -> bool
  val now : unit -> time
  val fmt : int -> time -> string
  val toString : time -> string
  val fromString : string -> time option
  val scan : (char, 'a) StringCvt.reader -> (time, 'a) StringCvt.reader
end

structure Time :> TIME =
struct
  type time = LargeInt.int
  exception Time

  val L = LargeInt.fromInt
  val zeroTime = L 0
  val billion = L 1000000000

  fun fromReal r =
    let val ns = r * 1.0E9
    in if Real.isFinite ns then Real.toLargeInt IEEEReal.TO_NEAREST ns else raise Time end
  (* Correctly rounded (t * 10^-9 read by strtod), also beyond 2^53 ns,
     where converting t first and then dividing rounds twice. *)
  fun toReal t = valOf (Real.fromString (LargeInt.toString t ^ "E~9"))

  fun toSeconds t = LargeInt.quot (t, billion)
  fun toMilliseconds t = LargeInt.quot (t, L 1000000)
  fun toMicroseconds t = LargeInt.quot (t, L 1000)
  fun toNanoseconds t = t
  fun fromSeconds s = LargeInt.* (s, billion)
  fun fromMilliseconds s = LargeInt.* (s, L 1000000)
  fun fromMicroseconds s = LargeInt.* (s, L 1000)
  fun fromNanoseconds s = s

  val op + = LargeInt.+
  val op - = LargeInt.-
  val compare = LargeInt.compare
  val op < = LargeInt.<
  val op <= = LargeInt.<=
  val op > = LargeInt.>
  val op >= = LargeInt.>=

  fun now () = L (SkeinPrimIO.nowNs ())

  (* The Basis definition: Real.fmt (StringCvt.FIX (SOME n)) (toReal t),
     n < 0 counting as 0. *)
  fun fmt n t = Real.fmt (StringCvt.FIX (SOME (Int.max (0, n)))) (toReal t)

  fun toString t = fmt 3 t

  (* [ws] [+~-] digits [. digits] | [ws] [+~-] . digits *)
  fun scan getc src =
    let
      val src = StringCvt.skipWS getc src
      val (neg, src) =
        case getc src of
          SOME (#"~", s) => (true, s)
        | SOME (#"-", s) => (true, s)
        | SOME (#"+", s) => (false, s)
        | _ => (false, src)
      fun digits (s, acc, count) =
        case getc s of
          SOME (c, s') => if Char.isDigit c
                          then digits (s', LargeInt.+ (LargeInt.* (acc, L 10), L (Int.- (ord c, ord #"0"))), Int.+ (count, 1))
                          else (acc, count, s)
        | NONE => (acc, count, s)
      val (whole, nw, s1) = digits (src, L 0, 0)
      (* the fraction: only its first 9 digits count (nanoseconds) *)
      fun frac (s, acc, count) =
        case getc s of
          SOME (c, s') =>
            if Char.isDigit c then
              if Int.< (count, 9) then frac (s', LargeInt.+ (LargeInt.* (acc, L 10), L (Int.- (ord c, ord #"0"))), Int.+ (count, 1))
              else frac (s', acc, count)
            else (acc, count, s)
        | NONE => (acc, count, s)
      fun scale (x, k) = if Int.>= (k, 9) then x else scale (LargeInt.* (x, L 10), Int.+ (k, 1))
      val (fr, nf, s2) =
        case getc s1 of
          SOME (#".", s') =>
            let val (f, k, s'') = frac (s', L 0, 0)
            in if k = 0 then (L 0, 0, s1) else (scale (f, k), k, s'') end
        | _ => (L 0, 0, s1)
    in
      if nw = 0 andalso nf = 0 then NONE
      else
        let val t = LargeInt.+ (LargeInt.* (whole, billion), fr)
        in SOME (if neg then LargeInt.~ t else t, s2) end
    end

  fun fromString s = StringCvt.scanString scan s
end

signature TIMER =
sig
  type cpu_timer
  type real_timer
  val startCPUTimer : unit -> cpu_timer
  val checkCPUTimes : cpu_timer -> {nongc : {usr : Time.time, sys : Time.time}, gc : {usr : Time.time, sys : Time.time}}
  val checkCPUTimer : cpu_timer -> {usr : Time.time, sys : Time.time}
  val checkGCTime : cpu_timer -> Time.time
  val totalCPUTimer : unit -> cpu_timer
  val startRealTimer : unit -> real_timer
  val checkRealTimer : real_timer -> Time.time
  val totalRealTimer : unit -> real_timer
end

structure Timer :> TIMER =
struct
  (* CPU times at the start, nanoseconds: user, system, GC (the collector
     runs on the mutator's thread, so GC time is user+system time spent
     collecting; it is counted as user time). *)
  type cpu_timer = {usr : int, sys : int, gc : int}
  type real_timer = int

  fun cpuNow () =
    let val a = Array.array (3, 0)
    in ignore (SkeinPrimIO.cpuTimes a); {usr = Array.sub (a, 0), sys = Array.sub (a, 1), gc = Array.sub (a, 2)} end

  fun T ns = Time.fromNanoseconds (LargeInt.fromInt ns)

  fun startCPUTimer () = cpuNow ()
  fun totalCPUTimer () = {usr = 0, sys = 0, gc = 0}
  fun checkCPUTimes ({usr, sys, gc} : cpu_timer) =
    let val now = cpuNow ()
        val gcd = #gc now - gc
        val usrd = Int.max (0, #usr now - usr - gcd)
    in {nongc = {usr = T usrd, sys = T (#sys now - sys)}, gc = {usr = T gcd, sys = T 0}} end
  fun checkCPUTimer ({usr, sys, ...} : cpu_timer) =
    let val now = cpuNow () in {usr = T (#usr now - usr), sys = T (#sys now - sys)} end
  fun checkGCTime ({gc, ...} : cpu_timer) = T (#gc (cpuNow ()) - gc)

  fun startRealTimer () = SkeinPrimIO.monotonicNs ()
  fun totalRealTimer () = SkeinPrimIO.startNs ()
  fun checkRealTimer t = T (SkeinPrimIO.monotonicNs () - t)
end

signature DATE =
sig
  datatype weekday = Mon | Tue | Wed | Thu | Fri | Sat | Sun
  datatype month = Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec
  type date
  exception Date
  val date : {year : int, month : month, day : int, hour : int, minute : int, second : int,
              offset : Time.time option} -> date
  val year : date -> int
  val month : date -> month
  val day : date -> int
  val hour : date -> int
  val minute : date -> int
  val second : date -> int
  val weekDay : date -> weekday
  val yearDay : date -> int
  val offset : date -> Time.time option
  val isDst : date -> bool option
  val localOffset : unit -> Time.time
  val fromTimeLocal : Time.time -> date
  val fromTimeUniv : Time.time -> date
  val toTime : date -> Time.time
  val compare : date * date -> order
  val fmt : string -> date -> string
  val toString : date -> string
  val scan : (char, 'a) StringCvt.reader -> (date, 'a) StringCvt.reader
  val fromString : string -> date option
end

structure Date :> DATE =
struct
  datatype weekday = Mon | Tue | Wed | Thu | Fri | Sat | Sun
  datatype month = Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec
  exception Date

  (* month: 0..11; wday: 0 = Sunday; yday: 0..365; offset: seconds west
     of UTC, NONE for local time. *)
  type date = {year : int, month : int, day : int, hour : int, minute : int, second : int,
               wday : int, yday : int, isDst : bool option, offset : int option}

  val months = Vector.fromList [Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov, Dec]
  val weekdays = Vector.fromList [Sun, Mon, Tue, Wed, Thu, Fri, Sat]
  fun monthIndex m =
    case m of Jan => 0 | Feb => 1 | Mar => 2 | Apr => 3 | May => 4 | Jun => 5
            | Jul => 6 | Aug => 7 | Sep => 8 | Oct => 9 | Nov => 10 | Dec => 11

  fun isLeap y = (y mod 4 = 0 andalso y mod 100 <> 0) orelse y mod 400 = 0

  (* Days from 1970-01-01 to y-m-d (m 1..12), proleptic Gregorian. *)
  fun daysFromCivil (y, m, d) =
    let
      val y = if m <= 2 then y - 1 else y
      val era = (if y >= 0 then y else y - 399) div 400
      val yoe = y - era * 400
      val mp = (m + 9) mod 12
      val doy = (153 * mp + 2) div 5 + d - 1
      val doe = yoe * 365 + yoe div 4 - yoe div 100 + doy
    in
      era * 146097 + doe - 719468
    end

  (* The inverse: (y, m 1..12, d). *)
  fun civilFromDays z =
    let
      val z = z + 719468
      val era = (if z >= 0 then z else z - 146096) div 146097
      val doe = z - era * 146097
      val yoe = (doe - doe div 1460 + doe div 36524 - doe div 146096) div 365
      val y = yoe + era * 400
      val doy = doe - (365 * yoe + yoe div 4 - yoe div 100)
      val mp = (5 * doy + 2) div 153
      val d = doy - (153 * mp + 2) div 5 + 1
      val m = if mp < 10 then mp + 3 else mp - 9
    in
      (if m <= 2 then y + 1 else y, m, d)
    end

  (* The date of `secs` seconds of wall-clock time since 1970-01-01 00:00. *)
  fun fromWall (secs, isDst, offset) : date =
    let
      val days = secs div 86400
      val rem = secs mod 86400
      val (y, m, d) = civilFromDays days
    in
      {year = y, month = m - 1, day = d, hour = rem div 3600, minute = rem mod 3600 div 60,
       second = rem mod 60, wday = (days + 4) mod 7, yday = days - daysFromCivil (y, 1, 1),
       isDst = isDst, offset = offset}
    end

  fun wallSeconds ({year, month, day, hour, minute, second, ...} : date) =
    daysFromCivil (year, month + 1, 1) * 86400 + (day - 1) * 86400 + hour * 3600 + minute * 60 + second

  val day86400 = 86400

  fun date {year, month, day, hour, minute, second, offset} =
    let
      val off = case offset of
                  NONE => NONE
                | SOME t =>
                    let val s = LargeInt.toInt (Time.toSeconds t)
                    in if s <= ~day86400 orelse s >= day86400 then raise Date else SOME s end
      (* normalise month overflow first, then everything as seconds *)
      val m0 = monthIndex month
      val base = daysFromCivil (year, m0 + 1, 1) * 86400
      val secs = base + (day - 1) * 86400 + hour * 3600 + minute * 60 + second
    in
      fromWall (secs, NONE, off)
    end
    handle Overflow => raise Date

  fun year (d : date) = #year d
  fun month (d : date) = Vector.sub (months, #month d)
  fun day (d : date) = #day d
  fun hour (d : date) = #hour d
  fun minute (d : date) = #minute d
  fun second (d : date) = #second d
  fun weekDay (d : date) = Vector.sub (weekdays, #wday d)
  fun yearDay (d : date) = #yday d
  fun offset (d : date) = Option.map (Time.fromSeconds o LargeInt.fromInt) (#offset d)
  fun isDst (d : date) = #isDst d

  fun breakDown (secs, isLocal) =
    let val a = Array.array (10, 0)
    in
      if SkeinPrimIO.breakDown (secs, if isLocal then 1 else 0, a) < 0 then raise Date
      else
        {year = Array.sub (a, 0), month = Array.sub (a, 1), day = Array.sub (a, 2), hour = Array.sub (a, 3),
         minute = Array.sub (a, 4), second = Array.sub (a, 5), wday = Array.sub (a, 6), yday = Array.sub (a, 7),
         isDst = if Array.sub (a, 8) < 0 then NONE else SOME (Array.sub (a, 8) > 0),
         offset = SOME (~ (Array.sub (a, 9)))} : date
    end

  fun timeSecs t = LargeInt.toInt (LargeInt.div (Time.toNanoseconds t, LargeInt.fromInt 1000000000))

  fun fromTimeUniv t = fromWall (timeSecs t, SOME false, SOME 0)

  (* The local date, with offset NONE (as Poly/ML): Date.toTime reads it back
     through mktime, in the zone in force then. *)
  fun fromTimeLocal t =
    let val d = breakDown (timeSecs t, true) in {year = #year d, month = #month d, day = #day d, hour = #hour d,
      minute = #minute d, second = #second d, wday = #wday d, yday = #yday d, isDst = #isDst d, offset = NONE} end

  (* Time west of UTC, so negative east of Greenwich (Berlin: ~3600), as
     Poly/ML; SML/NJ gives the opposite sign. *)
  fun localOffset () =
    let val utc = timeSecs (Time.now ())
        val d = breakDown (utc, true)
    in Time.fromSeconds (LargeInt.fromInt (utc - wallSeconds d)) end

  fun toTime (d : date) =
    case #offset d of
      SOME off => Time.fromSeconds (LargeInt.fromInt (wallSeconds d + off))
    | NONE =>
        (* isDst (known for fromTimeLocal's dates) picks the instant of a
           wall-clock time repeated when summer time ends *)
        let val a = Array.fromList [#year d, #month d, #day d, #hour d, #minute d, #second d, 0, 0,
                                    case #isDst d of NONE => ~1 | SOME b => if b then 1 else 0, 0]
            val s = SkeinPrimIO.mkTime a
        in if s = valOf Int.minInt then raise Date else Time.fromSeconds (LargeInt.fromInt s) end

  fun compare (a : date, b : date) =
    let fun lex [] = EQUAL
          | lex ((x, y) :: rest) = case Int.compare (x, y) of EQUAL => lex rest | c => c
    in lex [(#year a, #year b), (#month a, #month b), (#day a, #day b), (#hour a, #hour b),
            (#minute a, #minute b), (#second a, #second b)]
    end

  (* strftime gets only the spec's conversions: any other character c
     after % stands for itself, and so does a % that ends the format (as
     Poly/ML, SML/NJ and MLton; C's %e, %D, %n... are not the spec's). *)
  fun specFormat f =
    let
      fun loop (#"%" :: c :: rest) =
            if Char.contains "aAbBcdHIjmMpSUwWxXyYZ%" c then #"%" :: c :: loop rest
            else c :: loop rest
        | loop [#"%"] = [#"%", #"%"]
        | loop (c :: rest) = c :: loop rest
        | loop [] = []
    in
      if Char.contains f #"%" then implode (loop (explode f)) else f
    end

  (* %Z names the local zone of a local date (offset NONE; strftime's
     tzname[isdst], mktime finding isdst when isDst is NONE), is "UTC" for a
     date at offset 0 and "" at other offsets (C's strftime would name the
     local zone for all of them). *)
  fun zoneName (d : date) =
    case #offset d of
      SOME 0 => "UTC"
    | SOME _ => ""
    | NONE =>
        let val a = Array.fromList [#year d, #month d, #day d, #hour d, #minute d, #second d, 0, 0,
                                    case #isDst d of NONE => ~1 | SOME b => if b then 1 else 0, 0]
        in case #isDst d of
             SOME _ => SkeinPrimIO.strftime ("%Z", a)
           | NONE => if SkeinPrimIO.mkTime a = valOf Int.minInt then "" else SkeinPrimIO.strftime ("%Z", a)
        end

  fun fmt f (d : date) =
    let val a = Array.fromList [#year d, #month d, #day d, #hour d, #minute d, #second d, #wday d, #yday d,
                                case #isDst d of NONE => ~1 | SOME b => if b then 1 else 0,
                                case #offset d of NONE => 0 | SOME s => ~ s]
        val f = specFormat f
        (* %Z replaced here, its %s doubled; %% pairs kept *)
        fun zone (#"%" :: #"Z" :: rest, z) = String.explode (String.translate (fn #"%" => "%%" | c => str c) (z ())) @ zone (rest, z)
          | zone (#"%" :: c :: rest, z) = #"%" :: c :: zone (rest, z)
          | zone (c :: rest, z) = c :: zone (rest, z)
          | zone ([], _) = []
        val f = if String.isSubstring "%Z" f then String.implode (zone (String.explode f, fn () => zoneName d)) else f
    in SkeinPrimIO.strftime (f, a) end

  (* The spec's 24 characters: a year below 1000 has leading zeros (C's
     %Y has none). *)
  fun toString (d : date) =
    let val y = #year d
    in fmt "%a %b %d %H:%M:%S " d ^ (if y >= 0 then StringCvt.padLeft #"0" 4 (Int.toString y) else Int.toString y) end

  val dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  val monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  (* "Www Mmm dd hh:mm:ss yyyy", after optional white space. *)
  fun scan getc src =
    let
      fun take (s, 0, acc) = SOME (String.implode (List.rev acc), s)
        | take (s, n, acc) = case getc s of SOME (c, s') => take (s', n - 1, c :: acc) | NONE => NONE
      fun index (x, l) =
        let fun go (_, []) = NONE | go (i, y :: ys) = if x = y then SOME i else go (i + 1, ys) in go (0, l) end
      fun num (s, n) =
        case take (s, n, []) of
          SOME (str, s') => if CharVector.all Char.isDigit str then Option.map (fn v => (v, s')) (Int.fromString str) else NONE
        | NONE => NONE
      fun lit (s, c) = case getc s of SOME (c', s') => if c = c' then SOME s' else NONE | NONE => NONE
      fun numSp (s, n) =
        case getc s of
          SOME (#" ", s') => num (s', n - 1)
        | _ => num (s, n)
      val src = StringCvt.skipWS getc src
    in
      case take (src, 3, []) of
        NONE => NONE
      | SOME (wd, s) =>
      case (index (wd, dayNames), lit (s, #" ")) of
        (SOME _, SOME s) =>
          (case take (s, 3, []) of
             NONE => NONE
           | SOME (mn, s) =>
           case (index (mn, monthNames), lit (s, #" ")) of
             (SOME m, SOME s) =>
               (case numSp (s, 2) of
                  NONE => NONE
                | SOME (dd, s) =>
                case Option.mapPartial (fn s => num (s, 2)) (lit (s, #" ")) of
                  NONE => NONE
                | SOME (hh, s) =>
                case Option.mapPartial (fn s => num (s, 2)) (lit (s, #":")) of
                  NONE => NONE
                | SOME (mi, s) =>
                case Option.mapPartial (fn s => num (s, 2)) (lit (s, #":")) of
                  NONE => NONE
                | SOME (ss, s) =>
                case Option.mapPartial (fn s => num (s, 4)) (lit (s, #" ")) of
                  NONE => NONE
                | SOME (yy, s) =>
                    (SOME (date {year = yy, month = Vector.sub (months, m), day = dd, hour = hh, minute = mi,
                                 second = ss, offset = NONE}, s)
                     handle Date => NONE))
           | _ => NONE)
      | _ => NONE
    end

  fun fromString s = StringCvt.scanString scan s
end
