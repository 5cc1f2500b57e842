(* bench/seq/msort.ml: OCaml baseline of msort.sml (the same functional
   merge sort on lists; merge is not tail recursive, as in the SML).
   Arguments: n, r.  Prints "msort CHECKSUM". *)
let next x = (x * 1103515245 + 12345) mod 2147483648
let mix h v = (h * 31 + v) mod 1000000007
let rec split l a b = match l with [] -> (a, b) | x :: xs -> split xs (x :: b) a
let rec merge xs ys =
  match xs, ys with
  | [], _ -> ys
  | _, [] -> xs
  | x :: xt, y :: yt -> if x <= y then x :: merge xt ys else y :: merge xs yt
let rec sort = function
  | [] -> []
  | [x] -> [x]
  | xs -> let (a, b) = split xs [] [] in merge (sort a) (sort b)
let rec gen k s acc = if k = 0 then (acc, s) else let s' = next s in gen (k - 1) s' ((s' mod 1000000) :: acc)
let () =
  let n = int_of_string Sys.argv.(1) and r = int_of_string Sys.argv.(2) in
  let rec rep i s h =
    if i >= r then h
    else let (l, s') = gen n s [] in rep (i + 1) s' (List.fold_left mix h (sort l)) in
  Printf.printf "msort %d\n" (rep 0 42 0)
