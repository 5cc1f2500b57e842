(* bench/seq/strings.ml: OCaml baseline of strings.sml (string_of_int,
   String.concat, explode to a char list, map, rev, implode through a
   Buffer).  Arguments: n, r.  Prints "strings CHECKSUM". *)
let mix h v = (h * 31 + v) mod 1000000007
let build k n =
  let rec loop i acc =
    if i >= n then acc
    else loop (i + 1) (String.concat "" [string_of_int (i + k); ":"; string_of_int ((i + k) * 7 mod 1000); ";"] :: acc) in
  String.concat "" (List.rev (loop 0 []))
let explode s = let rec go i acc = if i < 0 then acc else go (i - 1) (s.[i] :: acc) in go (String.length s - 1) []
let implode l = let b = Buffer.create 64 in List.iter (Buffer.add_char b) l; Buffer.contents b
let transform s = implode (List.rev (List.map (fun c -> if c = ';' then ',' else c) (explode s)))
let hash_string s h =
  let h = ref (mix h (String.length s)) in
  String.iter (fun c -> h := mix !h (Char.code c)) s; !h
let () =
  let n = int_of_string Sys.argv.(1) and r = int_of_string Sys.argv.(2) in
  let rec rep k h = if k >= r then h else rep (k + 1) (hash_string (transform (build k n)) h) in
  Printf.printf "strings %d\n" (rep 0 0)
