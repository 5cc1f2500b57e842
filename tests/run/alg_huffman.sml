(* Huffman coding: build the tree from character frequencies, encode and decode a message, report the bit length. *)
datatype h = Leaf of char * int | Node of h * h * int
fun weight (Leaf (_, w)) = w | weight (Node (_, _, w)) = w
fun insert (t, []) = [t] | insert (t, u :: r) = if weight t <= weight u then t :: u :: r else u :: insert (t, r)
fun build [t] = t | build (a :: b :: r) = build (insert (Node (a, b, weight a + weight b), r)) | build [] = raise Empty
fun freqs s = foldl (fn (c, m) => case List.find (fn (d, _) => d = c) m of SOME _ => map (fn (d, n) => if d = c then (d, n + 1) else (d, n)) m | NONE => m @ [(c, 1)]) [] (explode s)
fun codes (Leaf (c, _), p) = [(c, p)] | codes (Node (a, b, _), p) = codes (a, p ^ "0") @ codes (b, p ^ "1")
fun decode (t, bits) = let fun go (Leaf (c, _), [], acc) = rev (c :: acc) | go (_, [], acc) = rev acc
                             | go (Leaf (c, _), bs, acc) = go (t, bs, c :: acc)
                             | go (Node (a, b, _), x :: bs, acc) = go (if x = #"0" then a else b, bs, acc) in implode (go (t, explode bits, [])) end
val msg = "abracadabra alakazam"
val t = build (foldl insert [] (map Leaf (freqs msg)))
val cs = codes (t, "")
val enc = String.concat (map (fn c => #2 (valOf (List.find (fn (d, _) => d = c) cs))) (explode msg))
val _ = print (Int.toString (size enc) ^ " " ^ Bool.toString (decode (t, enc) = msg) ^ "\n")
