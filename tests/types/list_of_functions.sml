(* Type application binds tighter than `*` and `->`. *)
val fs = [fn x => x + 1, fn x => x * 2]
val ps = [(1, "a")]
val fl = [[fn () => ()]]
