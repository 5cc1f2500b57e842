(* bench/seq/binarytrees.ml: OCaml baseline of binarytrees.sml.
   Argument: maxDepth.  Prints "binarytrees CHECKSUM". *)
type tree = Leaf | Node of tree * tree
let rec make d = if d = 0 then Node (Leaf, Leaf) else Node (make (d - 1), make (d - 1))
let rec check = function Leaf -> 0 | Node (l, r) -> 1 + check l + check r
let () =
  let max_depth = max 6 (int_of_string Sys.argv.(1)) in
  let stretch = check (make (max_depth + 1)) in
  let long_lived = make max_depth in
  let rec depths d acc =
    if d > max_depth then acc
    else
      let iters = 1 lsl (max_depth - d + 4) in
      let rec loop i s = if i >= iters then s else loop (i + 1) (s + check (make d)) in
      depths (d + 2) (acc + loop 0 0) in
  Printf.printf "binarytrees %d\n" (depths 4 stretch + check long_lived)
