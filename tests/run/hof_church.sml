(* Church numerals as polymorphic higher-order functions. *)
fun zero f x = x
fun succ n f x = f (n f x)
fun add m n f x = m f (n f x)
fun mul m n f = m (n f)
fun toInt n = n (fn k => k + 1) 0
fun toStr n = n (fn s => s ^ "I") ""
fun one f = succ zero f
fun two f = succ one f
fun three f = add one two f
fun six f = mul two three f
val _ = print (Int.toString (toInt six) ^ " " ^ toStr three ^ " " ^ Int.toString (toInt (mul six six)) ^ "\n")
