val r = ref 0
fun loop 0 = ()
  | loop n = (r := !r + n; loop (n - 1))
val _ = loop 100
val _ = print (Int.toString (!r) ^ "\n")

val s = ref "a"
val _ = s := !s ^ "b"
val _ = s := !s ^ "c"
val _ = print (!s ^ "\n")

val cells = map ref [1, 2, 3]
val _ = app (fn c => c := !c * 10) cells
val _ = print (String.concatWith " " (map (fn c => Int.toString (!c)) cells) ^ "\n")

val i = ref 0
val acc = ref []
val _ = while !i < 5 do (acc := !i :: !acc; i := !i + 1)
val _ = print (String.concatWith "," (map Int.toString (!acc)) ^ "\n")
val a = ref 1 val b = ref 1
val _ = print (if a = a andalso a <> b then "ref eq ok\n" else "ref eq bad\n")
