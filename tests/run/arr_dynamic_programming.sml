(* Dynamic programming with arrays: longest common subsequence and coin change counts. *)
fun lcs (a, b) =
  let val n = size a val m = size b
      val t = Array.array ((n + 1) * (m + 1), 0)
      fun idx (i, j) = i * (m + 1) + j
      fun fill (i, j) = if i > n then () else if j > m then fill (i + 1, 0)
        else (if i > 0 andalso j > 0 then Array.update (t, idx (i, j),
                if String.sub (a, i - 1) = String.sub (b, j - 1) then Array.sub (t, idx (i - 1, j - 1)) + 1
                else Int.max (Array.sub (t, idx (i - 1, j)), Array.sub (t, idx (i, j - 1)))) else (); fill (i, j + 1))
  in fill (0, 0); Array.sub (t, idx (n, m)) end
val _ = print (Int.toString (lcs ("AGGTABQWERTY", "GXTXAYBWRT")) ^ " " ^ Int.toString (lcs ("kitten", "sitting")) ^ "\n")
fun ways (coins, total) =
  let val w = Array.array (total + 1, 0)
  in Array.update (w, 0, 1);
     List.app (fn c => let fun go i = if i > total then () else (Array.update (w, i, Array.sub (w, i) + Array.sub (w, i - c)); go (i + 1)) in go c end) coins;
     Array.sub (w, total) end
val _ = print (Int.toString (ways ([1, 2, 5, 10, 20, 50, 100, 200], 200)) ^ "\n")
