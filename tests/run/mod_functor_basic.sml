(* A functor over an ordered type producing a set structure, applied to ints and strings. *)
signature ORD = sig type t val compare : t * t -> order end
functor SetFn (O : ORD) = struct
  type elem = O.t
  type set = elem list
  val empty : set = []
  fun insert (x, []) = [x]
    | insert (x, s as y :: r) = case O.compare (x, y) of LESS => x :: s | EQUAL => s | GREATER => y :: insert (x, r)
  fun member (x, s) = List.exists (fn y => O.compare (x, y) = EQUAL) s
  fun toList s = s
end
structure IS = SetFn (struct type t = int val compare = Int.compare end)
structure SS = SetFn (struct type t = string val compare = String.compare end)
val is = foldl IS.insert IS.empty [5, 1, 4, 1, 5, 9, 2, 6]
val ss = foldl SS.insert SS.empty ["pear", "apple", "fig", "apple"]
val _ = print (String.concatWith " " (map Int.toString (IS.toList is)) ^ " | " ^ String.concatWith " " (SS.toList ss) ^ "\n")
val _ = print (Bool.toString (IS.member (4, is)) ^ Bool.toString (SS.member ("kiwi", ss)) ^ "\n")
