(* tests/run/loopify_shapes.sml (listed before this file in
   loopify_par.mlb) in a program that forks, so that its loops poll
   (strip-mined where counted): its functions run again in both branches
   of a par, under every mode of the parallel suite. *)
val a = Array.tabulate (5000, fn i => (i * 37) mod 101)
fun report () =
  String.concatWith "\n"
    [Int.toString (step (a, 0, 5000, 1)) ^ " " ^ Int.toString (step (a, 3, 4000, 2)),
     Int.toString (hash "loopify") ^ " " ^ Int.toString (hash (String.implode (List.tabulate (3000, fn i => Char.chr (97 + i mod 26))))),
     Int.toString (countDown (10000, 0)) ^ " " ^ Int.toString (countDown (77, 1)),
     Int.toString ((findFirst (fn i => i * i > 5000, 0, 10000)) handle Stop i => i) ^ " "
       ^ Int.toString ((findFirst (fn i => i < 0, 0, 300)) handle Stop i => i),
     Int.toString (curried 0 1000) ^ " " ^ Int.toString (curried 5 3),
     Int.toString (fibish (20, 0)) ^ " " ^ Int.toString (fibish (15, 1))] ^ "\n"
val (r1, r2) = ForkJoin.par (report, report)
val () = print r1
val () = print (if r1 = r2 then "same\n" else "different\n")
