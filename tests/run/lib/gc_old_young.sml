(* gc_old_young: young values stored into old objects survive minor
   collections.  A long-lived array of lists, a vector of string refs and a
   mutable linked list are built, then enough garbage is allocated to
   promote them to the old generation; every round then stores freshly
   allocated values into them (old->young pointers: only the write
   barrier's remembered slots keep those values alive through the next
   minor collection), allocates garbage so that minor collections run, and
   checks every stored value.  Sizes come from stdin: gc_old_young_stores
   (~100 MB of allocation, no gc-stress) and gc_old_young_small (the
   gc-stress size: every allocation collects, minor and major collections
   alternating; under debug-gc the verifier checks that every old->young
   slot is remembered). *)
datatype node = Nil | Node of int list ref * node ref

(* sizes from stdin (NAME.in): array and vector length, list length,
   initial garbage, rounds, garbage per round *)
val sizes = List.mapPartial Int.fromString (String.tokens Char.isSpace (TextIO.inputAll TextIO.stdIn))
val (n, listLen, churn0, lastRound, churnRound) =
  case sizes of [a, b, c, d, e] => (a, b, c, d, e) | _ => raise Fail "expected five sizes on stdin"
val arr = Array.tabulate (n, fn i => [i])
val strs = Vector.tabulate (n, fn i => ref (Int.toString i))
fun mkList 0 = ref Nil
  | mkList k = ref (Node (ref [k], mkList (k - 1)))
val lst = mkList listLen

(* about `cells` list cells of garbage, a few kept at a time *)
fun churn cells =
  let fun go (0, acc, s) = s + length acc
        | go (i, acc, s) = if i mod 1000 = 0 then go (i - 1, [], s + length acc) else go (i - 1, i :: acc, s)
  in go (cells, [], 0) end

val _ = churn churn0

fun store r =
  let fun setList (ref Nil) = ()
        | setList (ref (Node (cell, next))) = (cell := [r, r + 1, 3]; setList next)
  in Array.appi (fn (i, _) => Array.update (arr, i, [i, r, i * r])) arr;
     Vector.appi (fn (i, s) => s := Int.toString (i * 7 + r) ^ "!") strs;
     setList lst
  end

fun check r =
  let val ok = ref true
      fun bad what = (if !ok then print ("round " ^ Int.toString r ^ ": bad " ^ what ^ "\n") else ();
                      ok := false)
      fun walk (ref Nil) = ()
        | walk (ref (Node (cell, next))) =
            (case !cell of [a, b, 3] => if a = r andalso b = r + 1 then () else bad "list cell"
                         | _ => bad "list cell shape";
             walk next)
  in Array.appi (fn (i, l) => if l = [i, r, i * r] then () else bad ("array " ^ Int.toString i)) arr;
     Vector.appi (fn (i, s) => if !s = Int.toString (i * 7 + r) ^ "!" then () else bad ("ref " ^ Int.toString i)) strs;
     walk lst;
     !ok
  end

fun rounds (r, good) =
  if r > lastRound then good
  else (store r;
        ignore (churn churnRound);
        rounds (r + 1, check r andalso good))

val () = print (if rounds (1, true) then "all rounds ok\n" else "FAILED\n")
val total = Array.foldl (fn (l, s) => s + List.foldl op+ 0 l) 0 arr
val () = print ("array total " ^ Int.toString total ^ "\n")
