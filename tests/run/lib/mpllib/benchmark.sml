(* mpllib's Benchmark.run: warm up, repeat, report times (on stderr here,
   so that the programs' stdout does not depend on time). *)
structure Benchmark =
struct
  fun getTime f =
    let
      val t0 = Time.now ()
      val result = f ()
      val t1 = Time.now ()
    in
      (result, Time.- (t1, t0))
    end

  fun run msg f =
    let
      val rep = CommandLineArgs.parseInt "repeat" 1
      val _ = if rep >= 1 then () else CommandLineArgs.die "-repeat N must be at least 1"
      val timer = Timer.startRealTimer ()
      fun loop k (tms, last) =
        if k = 0 then (List.rev tms, last)
        else
          let val (r, tm) = getTime f
          in loop (k - 1) (tm :: tms, SOME r)
          end
      val (tms, result) = loop rep ([], NONE)
      val total = List.foldl Time.+ Time.zeroTime tms
      val avg = Time.fromReal (Time.toReal total / Real.fromInt rep)
      val wall = Timer.checkRealTimer timer
      val err = TextIO.stdErr
    in
      TextIO.output (err, msg ^ "\n");
      List.app (fn t => TextIO.output (err, "time " ^ Time.fmt 4 t ^ "s\n")) tms;
      TextIO.output (err, "average " ^ Time.fmt 4 avg ^ "s\n");
      TextIO.output (err, "total   " ^ Time.fmt 4 total ^ "s (wall " ^ LargeInt.toString (Time.toMilliseconds wall) ^ "ms)\n");
      valOf result
    end
end
