(* Recursive polymorphic functions instantiated at several types within one program (map over trees of trees). *)
datatype 'a rose = Rose of 'a * 'a rose list
fun rmap f (Rose (x, ks)) = Rose (f x, map (rmap f) ks)
fun rfold f (Rose (x, ks)) = f (x, map (rfold f) ks)
val t = Rose (1, [Rose (2, [Rose (4, [])]), Rose (3, [])])
val ts = rmap Int.toString t
val tt = rmap (fn n => Rose (n, [])) t
val _ = print (rfold (fn (x, ks) => x ^ "(" ^ String.concat ks ^ ")") ts ^ " " ^ Int.toString (rfold (fn (x, ks) => x + foldl (op +) 0 ks) t) ^ " "
               ^ Int.toString (rfold (fn (Rose (x, _), ks) => x * 10 + foldl (op +) 0 ks) tt) ^ "\n")
