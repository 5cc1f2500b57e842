(* Refs at several types: real, string, option, tuple, list, record; := and ! through polymorphic helpers. *)
fun update (r, f) = r := f (!r)
val r1 = ref 1.5 val r2 = ref "a" val r3 = ref (SOME 3) val r4 = ref (1, "x") val r5 = ref [1] val r6 = ref {n = 0}
val _ = (update (r1, fn x => x * 2.0); update (r2, fn s => s ^ "b"); update (r3, Option.map (fn x => x + 1));
         update (r4, fn (a, b) => (a + 1, b ^ b)); update (r5, fn l => 0 :: l); update (r6, fn {n} => {n = n + 5}))
val _ = print (Real.toString (!r1) ^ " " ^ !r2 ^ " " ^ Int.toString (valOf (!r3)) ^ " " ^ Int.toString (#1 (!r4)) ^ #2 (!r4)
               ^ " " ^ Int.toString (length (!r5)) ^ " " ^ Int.toString (#n (!r6)) ^ "\n")
