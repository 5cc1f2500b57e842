(* Big place messages: sends never block, even while the receiver is busy
   and the socket is full (the writer thread drains the queue); a place
   that ends right after sending still delivers (it drains its output
   before it exits); several big messages in both directions at once
   arrive whole and in order. *)
val n = 1000000
val big = List.tabulate (n, fn i => i mod 1000)
fun sum l = foldl op+ 0 l

(* The place first sends two big lists, then reads the main program's
   two, then replies and ends at once. *)
val p : (int list, int list) Place.place =
  Place.spawn (fn c =>
    let
      val () = Place.send (c, List.tabulate (n, fn i => 2 * i))
      val () = Place.send (c, List.tabulate (n div 2, fn i => 1))
      val a = Place.recv c
      val b = Place.recv c
    in
      Place.send (c, [length a, sum a, length b, sum b])
    end)
val c = Place.chan p
val () = Place.send (c, big)
val () = Place.send (c, rev big)
val () = print "main sent both\n"
val x = Place.recv c
val y = Place.recv c
val () = print (Int.toString (length x) ^ " " ^ Int.toString (sum x) ^ "\n")
val () = print (Int.toString (length y) ^ " " ^ Int.toString (sum y) ^ "\n")
val () = print (String.concatWith " " (map Int.toString (Place.recv c)) ^ "\n")
val () = print ("status " ^ Int.toString (Place.wait p) ^ "\n")
