(* Calendar arithmetic: leap years, day of week by Zeller's congruence, days between dates. *)
fun leap y = (y mod 4 = 0 andalso y mod 100 <> 0) orelse y mod 400 = 0
fun dim (m, y) = case m of 2 => if leap y then 29 else 28 | 4 => 30 | 6 => 30 | 9 => 30 | 11 => 30 | _ => 31
fun dow (d, m, y) = let val (m, y) = if m < 3 then (m + 12, y - 1) else (m, y) val k = y mod 100 val j = y div 100
                    in (d + (13 * (m + 1)) div 5 + k + k div 4 + j div 4 + 5 * j) mod 7 end
val names = Vector.fromList ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"]
fun dayNum (d, m, y) = let fun yrs (yy, acc) = if yy >= y then acc else yrs (yy + 1, acc + (if leap yy then 366 else 365))
                           fun mons (mm, acc) = if mm >= m then acc else mons (mm + 1, acc + dim (mm, y)) in yrs (1900, 0) + mons (1, 0) + d end
val _ = print (String.concatWith " " (map (fn dt => Vector.sub (names, dow dt)) [(1, 1, 2000), (25, 12, 2023), (29, 2, 2024), (14, 7, 1789)]) ^ "\n")
val _ = print (Int.toString (dayNum (1, 1, 2025) - dayNum (1, 1, 2000)) ^ " " ^ Int.toString (length (List.filter leap (List.tabulate (200, fn i => 1900 + i)))) ^ "\n")
