(* Region.run against the collector: a message-processing loop (each
   message parsed into tokens and numbers and summarised; only the summary
   is kept) run with every message in a Region.run of its own and without,
   alternately, three times each; prints the best time per message of
   both, their ratio and the cost of an empty Region.run.  The argument
   sets the message count (default 300000). *)
val n = case CommandLine.arguments () of a :: _ => getOpt (Int.fromString a, 300000) | [] => 300000

fun message i = String.concatWith " " (List.tabulate (20 + i mod 13, fn k => Int.toString (i * 31 + k)))
fun summarise msg =
  let
    val toks = String.tokens Char.isSpace msg
    val nums = List.map (fn t => getOpt (Int.fromString t, 0)) toks
    val longest = List.foldl (fn (t, a) => if size t > size a then t else a) "" toks
  in
    (List.foldl op+ 0 nums mod 1000, longest)
  end

val summaries = Array.array (64, (0, ""))
fun loop region =
  let fun go i = if i = n then () else (Array.update (summaries, i mod 64, region (fn () => summarise (message i))); go (i + 1))
  in go 0 end
fun empty k = if k = 0 then 0 else Region.run (fn () => k mod 2) + empty (k - 1)

fun time f = let val t0 = Time.now () val () = f () in Time.toReal (Time.- (Time.now (), t0)) end
fun best f = List.foldl Real.min (time f) [time f, time f]
val tRegion = best (fn () => loop Region.run)
val tPlain = best (fn () => loop (fn f => f ()))
val tEmpty = best (fn () => ignore (empty 1000000))
fun ns t k = Real.fmt (StringCvt.FIX (SOME 0)) (t * 1e9 / real k)
val check = Array.foldl (fn ((t, s), a) => (a * 31 + t + size s) mod 1000000007) 0 summaries
val () = print ("checksum " ^ Int.toString check ^ "; per message: regions " ^ ns tRegion n ^ " ns, plain "
                ^ ns tPlain n ^ " ns (" ^ Real.fmt (StringCvt.FIX (SOME 2)) (tRegion / tPlain)
                ^ "x); an empty Region.run " ^ ns tEmpty 1000000 ^ " ns\n")
