(* andalso / orelse are boolean. *)
fun between (lo, x, hi) = lo <= x andalso x <= hi orelse false
