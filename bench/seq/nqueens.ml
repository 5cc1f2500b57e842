(* bench/seq/nqueens.ml: OCaml baseline of nqueens.sml (queens in a list).
   Argument: n.  Prints "nqueens N COUNT". *)
let rec ok q d = function
  | [] -> true
  | x :: xs -> q <> x && q <> x + d && q <> x - d && ok q (d + 1) xs
let rec place n row qs =
  if row = n then 1
  else
    let rec try_ c acc =
      if c >= n then acc
      else try_ (c + 1) (if ok c 1 qs then acc + place n (row + 1) (c :: qs) else acc)
    in try_ 0 0
let () = let n = int_of_string Sys.argv.(1) in Printf.printf "nqueens %d %d\n" n (place n 0 [])
