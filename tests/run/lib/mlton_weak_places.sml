(* MLton.Weak and places: a weak sent in a message arrives as a copy
   whose target means nothing in the receiving place, so it reads NONE
   there (runtime/mlton.c, WEAKS: the self check); a weak to an int stays
   SOME 42 anywhere; a weak the place inherited by the fork (its closure
   captured it) still reads its target, copied with the whole program,
   and the place's own collections keep it. *)
structure W = MLton.Weak
val list = List.tabulate (100, fn i => i)
val w = W.new list
val wInt = W.new 42
fun show NONE = "NONE" | show (SOME n) = "SOME " ^ Int.toString n
val p = Place.spawn (fn c =>
  let
    val (got, gotInt) = Place.recv c
    val () = MLton.GC.collect ()
    val inherited = Option.map length (W.get w)
  in
    Place.send (c, (Option.map length (W.get got), W.get gotInt, inherited))
  end)
val c = Place.chan p
val () = Place.send (c, (w, wInt))
val (a, b, d) = Place.recv c
val () = print ("sent weak: " ^ show a ^ "\nsent int weak: " ^ show b ^ "\ninherited weak: " ^ show d ^ "\n")
val () = print ("exit " ^ Int.toString (Place.wait p) ^ "\n")
val () = MLton.GC.collect ()
val () = print ("here: " ^ show (Option.map length (W.get w)) ^ " " ^ Int.toString (length list) ^ "\n")
