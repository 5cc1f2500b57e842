(* bench/seq/quicksort.ml: OCaml baseline of quicksort.sml (Hoare
   partition, middle pivot, bounds-checked int array).  Arguments: n, r.
   Prints "quicksort CHECKSUM". *)
let next x = (x * 1103515245 + 12345) mod 2147483648
let mix h v = (h * 31 + v) mod 1000000007
let rec qsort (a : int array) lo hi =
  if hi - lo >= 1 then begin
    let p = a.(lo + (hi - lo) / 2) in
    let rec part i j =
      let rec up i = if a.(i) < p then up (i + 1) else i in
      let rec down j = if a.(j) > p then down (j - 1) else j in
      let i = up i and j = down j in
      if i >= j then j
      else begin let t = a.(i) in a.(i) <- a.(j); a.(j) <- t; part (i + 1) (j - 1) end in
    let m = part lo hi in
    qsort a lo m; qsort a (m + 1) hi
  end
let () =
  let n = int_of_string Sys.argv.(1) and r = int_of_string Sys.argv.(2) in
  let a = Array.make n 0 in
  let s = ref 42 and h = ref 0 in
  for _ = 1 to r do
    for i = 0 to n - 1 do s := next !s; a.(i) <- !s mod 1000000 done;
    qsort a 0 (n - 1);
    Array.iter (fun v -> h := mix !h v) a
  done;
  Printf.printf "quicksort %d\n" !h
