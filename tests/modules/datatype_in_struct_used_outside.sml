(* Constructors accessed through the structure path, in patterns too. *)
structure T = struct datatype 'a tree = L | N of 'a tree * 'a * 'a tree end
fun count T.L = 0
  | count (T.N (l, _, r)) = count l + 1 + count r
