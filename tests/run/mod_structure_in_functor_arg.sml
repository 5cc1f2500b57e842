(* Functor arguments given as named structures and as inline structure expressions with types. *)
signature SHOW = sig type t val show : t -> string end
functor ListShow (S : SHOW) = struct fun show l = "[" ^ String.concatWith ", " (map S.show l) ^ "]" end
structure IntShow = struct type t = int val show = Int.toString end
structure L1 = ListShow (IntShow)
structure L2 = ListShow (struct type t = bool val show = fn true => "T" | false => "F" end)
structure L3 = ListShow (struct type t = int list val show = L1.show end)
val _ = print (L1.show [1, 2, 3] ^ " " ^ L2.show [true, false] ^ " " ^ L3.show [[1], [], [2, 3]] ^ "\n")
