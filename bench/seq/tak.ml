(* bench/seq/tak.ml: OCaml baseline of tak.sml (tupled arguments, as in
   the SML).  Argument: repetitions r.  Prints "tak SUM". *)
let rec tak (x, y, z) =
  if y < x then tak (tak (x - 1, y, z), tak (y - 1, z, x), tak (z - 1, x, y)) else z
let () =
  let r = int_of_string Sys.argv.(1) in
  let rec loop i acc = if i >= r then acc else loop (i + 1) (acc + tak (18 + i mod 3, 12, 6)) in
  Printf.printf "tak %d\n" (loop 0 0)
