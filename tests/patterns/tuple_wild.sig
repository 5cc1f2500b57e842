val fst : 'a * 'b -> 'a
val snd : 'a * 'b -> 'b
val third : 'a * 'b * 'c -> 'c
