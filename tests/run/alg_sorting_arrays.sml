(* In-place heap sort and insertion sort on int arrays; results compared and checksummed. *)
fun heapsort a = let val n = Array.length a
  fun swap (i, j) = let val t = Array.sub (a, i) in Array.update (a, i, Array.sub (a, j)); Array.update (a, j, t) end
  fun sift (i, n) = let val l = 2 * i + 1 val r = l + 1 val m = if l < n andalso Array.sub (a, l) > Array.sub (a, i) then l else i
                        val m = if r < n andalso Array.sub (a, r) > Array.sub (a, m) then r else m in if m <> i then (swap (i, m); sift (m, n)) else () end
  fun build i = if i < 0 then () else (sift (i, n); build (i - 1))
  fun extract k = if k <= 1 then () else (swap (0, k - 1); sift (0, k - 1); extract (k - 1))
  in build (n div 2 - 1); extract n end
fun isort a = let fun ins j = if j > 0 andalso Array.sub (a, j - 1) > Array.sub (a, j) then (let val t = Array.sub (a, j) in Array.update (a, j, Array.sub (a, j - 1)); Array.update (a, j - 1, t) end; ins (j - 1)) else ()
              in List.app ins (List.tabulate (Array.length a, fn i => i)) end
val data = List.tabulate (100, fn i => (i * 7919 + 13) mod 1009)
val a = Array.fromList data val b = Array.fromList data
val _ = (heapsort a; isort b)
val l = Array.foldr (op ::) [] a
val _ = print (Bool.toString (l = Array.foldr (op ::) [] b) ^ " " ^ Int.toString (hd l) ^ " " ^ Int.toString (List.last l) ^ " " ^ Int.toString (Array.sub (a, 50)) ^ "\n")
