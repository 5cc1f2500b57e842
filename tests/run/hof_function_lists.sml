(* Lists of functions: applying all, composing, selecting by predicate. *)
val fs = [fn x => x + 1, fn x => x * x, fn x => ~x, fn x => x div 2, fn x => x mod 5]
val _ = print (String.concatWith " " (map (fn f => Int.toString (f 17)) fs) ^ "\n")
val all = foldl (fn (f, g) => f o g) (fn x => x) fs
val _ = print (Int.toString (all 17) ^ "\n")
fun applyN fs x = foldl (fn (f, acc) => f acc) x fs
val _ = print (Int.toString (applyN fs 3) ^ " " ^ Int.toString (applyN (rev fs) 3) ^ "\n")
val best = foldl (fn (f, (g, gv)) => if f 9 > gv then (f, f 9) else (g, gv)) (hd fs, hd fs 9) fs
val _ = print (Int.toString (#2 best) ^ " " ^ Int.toString (#1 best 4) ^ "\n")
