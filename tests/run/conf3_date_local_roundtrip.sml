(* no-poly *) (* Poly/ML fails this where the machine's zone has summer time *)
(* Date.toTime (Date.fromTimeLocal t) = t for every half hour around the 2001 summer-time changes of Europe and North America, the wall-clock hour repeated in autumn included: toTime gives mktime the date's isDst (it passed "unknown", and mktime took the first of the two instants, an hour off for the second).  Machine-independent: true in every zone *)
(* 2001-03-24, 2001-03-31, 2001-10-27 and 2001-10-20 at 00:00 UTC; 5 days each *)
val starts : LargeInt.int list = [985392000, 985996800, 1004140800, 1003536000]
fun check (start, ok) =
  let
    fun loop (i, ok) =
      if i = 240 then ok
      else
        let val t = Time.fromSeconds (start + LargeInt.fromInt (i * 1800))
            val back = Date.toTime (Date.fromTimeLocal t)
        in loop (i + 1, ok andalso back = t) end
  in loop (0, ok) end
val _ = print ("round trips: " ^ Bool.toString (List.foldl check true starts) ^ "\n")
val d = Date.fromTimeLocal (Time.fromSeconds 1004250600)
val _ = print ("isDst known: " ^ Bool.toString (Option.isSome (Date.isDst d)) ^ "\n")
