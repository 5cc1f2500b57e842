(* no-gc-stress *)
(* Entangled concurrent data structures shared by all tasks:
   1. a Michael-Scott queue (tasks link their nodes into nodes other tasks
      allocated, and dequeue other tasks' items), with a mix of enqueues
      and dequeues in every task;
   2. a lock-free hash table (array of bucket lists, CAS on the bucket)
      whose values are refs counted with fetchAndAdd by whichever task
      finds them, and lists grown by CAS;
   3. tasks that publish refs into a shared array and then update the
      refs other tasks published;
   4. a shared ref that writers keep replacing with fresh records (a list
      and its checksum) while readers traverse what they read.
   Results are totals that do not depend on the schedule. *)

val cas = MLton.Parallel.compareAndSwap
val acas = MLton.Parallel.arrayCompareAndSwap
val faa = MLton.Parallel.fetchAndAdd
fun churn n = let fun go 0 acc = length acc | go k acc = go (k - 1) ((k, Int.toString k) :: acc) in go n [] end

(* 1. Michael-Scott queue *)
datatype node = Nil | N of { item : (int * string) option, next : node ref }
fun next (N { next, ... }) = next | next Nil = raise Fail "next of Nil"
val sentinel = N { item = NONE, next = ref Nil }
val head = ref sentinel
val tail = ref sentinel
fun enq x =
  let val nd = N { item = SOME x, next = ref Nil }
      fun loop () =
        let val t = !tail
            val nx = next t
        in case !nx of
             Nil => if MLton.eq (cas nx (Nil, nd), Nil) then ignore (cas tail (t, nd)) else loop ()
           | n' => (ignore (cas tail (t, n')); loop ())
        end
  in loop () end
fun deq () =
  let val h = !head
      val t = !tail
      val nx = !(next h)
  in case nx of
       Nil => NONE
     | N { item, ... } =>
         if MLton.eq (h, t) then (ignore (cas tail (t, nx)); deq ())
         else if MLton.eq (cas head (h, nx), h) then item else deq ()
  end
val qn = 3000
val deqSum = ref 0
val deqCount = ref 0
val badItems = ref 0
val () = ForkJoin.parform (0, qn) (fn i =>
  (enq (i, Int.toString i);
   ignore (churn (i mod 7));
   if i mod 3 = 0 then
     case deq () of
       SOME (j, s) => (ignore (faa deqSum j); ignore (faa deqCount 1);
                       if s = Int.toString j then () else ignore (faa badItems 1))
     | NONE => ()
   else ()))
fun drain (s, c) = case deq () of SOME (j, str) => (if str = Int.toString j then () else badItems := !badItems + 1; drain (s + j, c + 1)) | NONE => (s, c)
val (restSum, restCount) = drain (0, 0)
val () = print ("queue: " ^ Int.toString (!deqCount + restCount) ^ " items, sum " ^ Int.toString (!deqSum + restSum)
                ^ " (expected " ^ Int.toString (qn * (qn - 1) div 2) ^ "), bad " ^ Int.toString (!badItems) ^ "\n")

(* 2. hash table: word -> (count ref, list of ids ref) *)
type entry = string * int ref * int list ref
val nb = 61
val table : entry list array = Array.array (nb, [])
fun hashStr s = CharVector.foldl (fn (c, h) => (h * 31 + ord c) mod nb) 0 s
fun find (s, []) = NONE
  | find (s, (e as (k, _, _)) :: rest) = if k = s then SOME e else find (s, rest)
fun lookupOrInsert s =
  let val b = hashStr s
      val old = Array.sub (table, b)
  in case find (s, old) of
       SOME e => e
     | NONE =>
         let val e = (s, ref 0, ref [])
         in if MLton.eq (acas (table, b) (old, e :: old), old) then e else lookupOrInsert s end
  end
fun addId (r, x) = let val old = !r in if MLton.eq (cas r (old, x :: old), old) then () else addId (r, x) end
val hn = 6000
val nwords = 400
fun word i = "w" ^ Int.toString ((i * 37) mod nwords)
val () = ForkJoin.parform (0, hn) (fn i =>
  let val (_, c, ids) = lookupOrInsert (word i)
  in ignore (faa c 1); addId (ids, i); ignore (churn (i mod 5)) end)
val entries = Array.foldl (op @) [] table
val distinct = length entries
val countSum = foldl (fn ((_, c, _), s) => s + !c) 0 entries
val idsOk = List.all (fn (k, c, ids) => length (!ids) = !c andalso List.all (fn i => word i = k) (!ids)) entries
val idSum = foldl (fn ((_, _, ids), s) => foldl op+ s (!ids)) 0 entries
val () = print ("table: " ^ Int.toString distinct ^ " words, " ^ Int.toString countSum ^ " counts, id sum "
                ^ Int.toString idSum ^ " (expected " ^ Int.toString (hn * (hn - 1) div 2) ^ "), consistent "
                ^ Bool.toString idsOk ^ "\n")

(* 3. publish refs, then update others' *)
val pn = 2000
val pub : (int * string list) ref option array = Array.array (pn, NONE)
val updates = ref 0
fun update (r, tag) =
  let val old as (k, l) = !r
  in if MLton.eq (cas r (old, (k + 1, tag :: l)), old) then () else update (r, tag) end
val () = ForkJoin.parform (0, pn) (fn i =>
  (Array.update (pub, i, SOME (ref (0, ["own" ^ Int.toString i])));
   ignore (churn 3);
   List.app (fn d =>
     case Array.sub (pub, (i + d) mod pn) of
       SOME r => (update (r, "from" ^ Int.toString i); ignore (faa updates 1))
     | NONE => ()) [pn - 1, 1, 7, 333]))
val (cnt, len, okp) = Array.foldl (fn (SOME r, (c, l, ok)) => let val (k, xs) = !r in (c + k, l + length xs, ok andalso length xs = k + 1) end
                                    | (NONE, acc) => acc) (0, 0, true) pub
val () = print ("published: updates " ^ Bool.toString (cnt = !updates) ^ ", lengths " ^ Bool.toString (len = pn + cnt)
                ^ ", consistent " ^ Bool.toString okp ^ "\n")

(* 4. a shared ref replaced by fresh records while others read them *)
type snap = { version : int, items : (int * string) list, sum : int, label : string }
fun mkSnap v = let val items = List.tabulate (v mod 13 + 1, fn k => (v + k, Int.toString (v + k)))
               in { version = v, items = items, sum = foldl (fn ((x, _), s) => s + x) 0 items, label = "v" ^ Int.toString v } end
val shared = ref (mkSnap 0)
fun check ({ version, items, sum, label } : snap) =
  label = "v" ^ Int.toString version andalso foldl (fn ((x, s), t) => if s = Int.toString x then t + x else t - 1000000) 0 items = sum
val sn = 4000
val badSnaps = ForkJoin.reducem op+ 0 (0, sn) (fn i =>
  if i mod 4 = 0 then
    let fun swap () = let val old = !shared
                          val nw = mkSnap (#version old + 1)
                      in if MLton.eq (cas shared (old, nw), old) then 0 else swap () end
    in swap () end
  else let val s = !shared in ignore (churn 4); if check s then 0 else 1 end)
val () = print ("snapshots: final version " ^ Int.toString (#version (!shared)) ^ ", bad " ^ Int.toString badSnaps
                ^ ", final ok " ^ Bool.toString (check (!shared)) ^ "\n")
