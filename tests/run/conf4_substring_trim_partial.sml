(* Substring.triml k and trimr k raise Subscript for k < 0 as soon as
   they are applied to k (Basis spec: "when triml k or trimr k is
   evaluated"), so a trimmer built once fails at once; k at or beyond the
   size gives the empty substring at the right end. *)
fun p s = print (s ^ "\n")
fun attempt name f = p (name ^ ": " ^ ((ignore (f ()); "built") handle Subscript => "Subscript"))
val () = attempt "triml ~1" (fn () => Substring.triml ~1)
val () = attempt "trimr ~1" (fn () => Substring.trimr ~1)
val () = attempt "triml 0" (fn () => Substring.triml 0)
val s = Substring.slice (Substring.full "abcdefgh", 2, SOME 4)
val drop2 = Substring.triml 2
val () = p (Substring.string (drop2 s) ^ " " ^ Substring.string (Substring.trimr 3 s) ^ " [" ^ Substring.string (Substring.triml 9 s) ^ "]")
val (_, i, n) = Substring.base (Substring.triml 9 s)
val (_, j, m) = Substring.base (Substring.trimr 9 s)
val () = p (Int.toString i ^ " " ^ Int.toString n ^ " " ^ Int.toString j ^ " " ^ Int.toString m)
val () = p (String.concatWith "," (map (Substring.string o Substring.trimr 1) (Substring.fields (fn c => c = #";") (Substring.full "ab;cd;;e"))))
