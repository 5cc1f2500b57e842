(* A message-processing loop: each message is parsed and summarised in a
   Region.run of its own, and only the summary survives (returned, or
   stored into an array made outside the region).  The argument "plain"
   runs the same loop without regions; a number sets the message count.
   crates/driver/tests/peak_heap.rs runs it with `@skein stats` and checks
   that the regions reclaim every message's garbage without a collection
   (20000 regions, each allocating a few kilobytes: no-gc-stress) *)
val args = CommandLine.arguments ()
val n = getOpt (List.foldl (fn (a, d) => case Int.fromString a of SOME k => SOME k | NONE => d) NONE args, 20000)
val useRegions = not (List.exists (fn a => a = "plain") args)
fun region f = if useRegions then Region.run f else f ()

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
fun go i =
  if i = n then ()
  else (if i mod 2 = 0 then region (fn () => Array.update (summaries, i mod 64, summarise (message i)))
        else Array.update (summaries, i mod 64, region (fn () => summarise (message i)));
        go (i + 1))
val () = go 0
val check = Array.foldl (fn ((t, s), a) => (a * 31 + t + size s) mod 1000000007) 0 summaries
val () = print (Int.toString n ^ " messages, checksum " ^ Int.toString check ^ ", last " ^ #2 (Array.sub (summaries, (n - 1) mod 64)) ^ "\n")
