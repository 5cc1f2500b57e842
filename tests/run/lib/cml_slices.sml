(* Time slices end as SML/NJ's do (this file's output is SML/NJ's:
   scripts/cml-expect.sh): a thread that spins on a ref lets its parent
   run and set it; with slices of 10 ms, a child that computes for longer
   than one lets its parent go on first. *)
fun say s = print (s ^ "\n")
fun spinning () =
  let
    val flag = ref false
    val done = SyncVar.iVar ()
    fun spin n = if !flag then n else spin (n + 1)
    val _ = CML.spawn (fn () => (ignore (spin 0); SyncVar.iPut (done, "the spinner saw the flag")))
  in
    say "the parent runs while the spinner spins";
    flag := true;
    say (SyncVar.iGet done)
  end
val _ = RunCML.doit (spinning, NONE)
fun work n =
  let fun go (0, a) = a | go (k, a) = go (k - 1, (a * 31 + k) mod 1000003)
  in go (n, 0) end
val _ = RunCML.doit (fn () =>
          (ignore (CML.spawn (fn () => (ignore (work 20000000); say "the child computes to the end")));
           say "and then its parent goes on"),
          SOME (Time.fromMilliseconds 10))
