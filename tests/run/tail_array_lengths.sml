(* Arrays passed through tail calls that jump back into the same C function
   (a self tail call, a tail group): their lengths, kept in C locals, must
   follow the arrays.  Swapped array parameters, a fresh array built in the
   loop, a vector, and mutual recursion; a stale length would make
   Array.sub raise Subscript wrongly or miss a real out-of-range index. *)
val small = Array.tabulate (3, fn i => i + 1)
val big = Array.tabulate (50, fn i => 100 * i)

(* swapped on every turn *)
fun swap (a, b, i, acc) =
  if i >= 20 then acc
  else swap (b, a, i + 1, acc + Array.sub (a, Array.length a - 1) + Array.sub (a, i mod Array.length a))
val () = print (Int.toString (swap (small, big, 0, 0)) ^ "\n")

(* a fresh array of a new length on every turn *)
fun grow (a, i, acc) =
  if i > 10 then acc
  else grow (Array.array (i + 1, i), i + 1, acc + Array.length a + Array.sub (a, Array.length a - 1))
val () = print (Int.toString (grow (Array.array (1, 0), 1, 0)) ^ "\n")

(* the index just past the end must still raise *)
fun past (a, b, i) =
  if i = 0 then Array.sub (a, Array.length b) else past (b, a, i - 1)
val () = print ((Int.toString (past (big, small, 1)) handle Subscript => "Subscript") ^ "\n")
val () = print ((Int.toString (past (big, small, 2)) handle Subscript => "Subscript") ^ "\n")

(* vectors too *)
fun vsum (v, w, i, acc) =
  if i >= 7 then acc
  else vsum (w, v, i + 1, acc + Vector.sub (v, Vector.length v - 1 - i mod Vector.length v))
val () = print (Int.toString (vsum (Vector.fromList [1, 2], Vector.tabulate (9, fn i => i * i), 0, 0)) ^ "\n")

(* mutual recursion (one tail group): each passes the other's array on *)
fun ping (a, b, n, acc) =
  if n = 0 then acc else pong (b, a, n - 1, acc + Array.sub (a, Array.length a - 1))
and pong (a, b, n, acc) =
  if n = 0 then acc else ping (a, Array.array (n, n), n - 1, acc * 3 + Array.length a + Array.sub (b, Array.length b - 1))
val () = print (Int.toString (ping (small, big, 9, 0)) ^ "\n")
