(* A closure capturing many variables of different types (int, real, string, list, ref, function). *)
fun make (a : int, b : real, c : string, d : int list, e : int ref, f : int -> int) =
  let val g = a * 2 val h = c ^ "!" val i = length d
  in fn k => (e := !e + k;
              Int.toString (f (a + g + i + k)) ^ " " ^ Real.toString (b * real k) ^ " " ^ h ^ " " ^ Int.toString (!e))
  end
val r = ref 100
val cl = make (3, 1.5, "hey", [1, 2, 3, 4], r, fn x => x * x)
val _ = print (cl 1 ^ "\n")
val _ = print (cl 2 ^ "\n")
val _ = print (cl 10 ^ "\n")
val _ = print (Int.toString (!r) ^ "\n")
