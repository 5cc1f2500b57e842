(* Generative exceptions: recursion creates a distinct exception per
   activation, exceptions escape through closures and packets, nested and
   polymorphic declarations, exnName stays the declared name. *)

(* Each recursive activation declares its own E; a handler only catches
   the E of its own activation, so the raise from depth 0 unwinds to the
   top (n = 3) frame only if it is that frame's exception. *)
fun depth n raiser =
  let exception E of int
      val mine = fn k => raise E k
  in
    (if n = 0 then raiser 42 else depth (n - 1) (if n = 3 then mine else raiser))
    handle E k => (print ("caught at level " ^ Int.toString n ^ " value " ^ Int.toString k ^ "\n"); n * 100 + k)
  end
val r = depth 5 (fn k => k)
val _ = print (Int.toString r ^ "\n")

(* Packets outlive their declaration and keep their identity. *)
fun make () =
  let exception Local of string
  in (Local "packet", fn e => (raise e) handle Local s => "mine: " ^ s | _ => "not mine")
  end
val (p1, test1) = make ()
val (p2, test2) = make ()
val _ = print (test1 p1 ^ "\n")
val _ = print (test1 p2 ^ "\n")
val _ = print (test2 p2 ^ "\n")
val _ = print (test2 p1 ^ "\n")
val _ = print (exnName p1 ^ " " ^ exnName p2 ^ "\n")

(* Nullary exceptions, and exceptions created in a loop collected in a list. *)
fun fresh () = let exception N in (N, fn f => (f (); false) handle N => true | _ => false) end
val ns = List.tabulate (5, fn _ => fresh ())
val hits = List.map (fn (_, catches) => List.map (fn (e, _) => catches (fn () => raise e)) ns) ns
val _ = List.app (fn row => (List.app (fn b => print (if b then "1" else "0")) row; print "\n")) hits

(* A polymorphic function declaring an exception over its type variable. *)
fun find (eq : 'a * 'a -> bool) (x : 'a) (xs : 'a list) =
  let exception Found of 'a
  in (List.app (fn y => if eq (x, y) then raise Found y else ()) xs; NONE) handle Found y => SOME y
  end
val _ = print (case find (op =) 3 [1, 2, 3, 4] of SOME n => Int.toString n ^ "\n" | NONE => "none\n")
val _ = print (case find (op =) "b" ["a", "b"] of SOME s => s ^ "\n" | NONE => "none\n")
val _ = print (case find (fn (a : real, b) => Real.== (a, b)) 2.5 [1.0] of SOME _ => "found\n" | NONE => "none\n")

(* Exception aliases share the generated name. *)
fun alias () =
  let exception A of int
      exception B = A
  in (raise B 7) handle A n => n end
val _ = print (Int.toString (alias ()) ^ "\n")

(* A generative exception escaping to top level is reported by name. *)
fun leak () = let exception Leaked in raise Leaked end
val _ = (leak (); ()) handle e => print ("escaped: " ^ exnName e ^ "\n")

(* A val binding with an exception pattern on a local exception. *)
fun unwrap () =
  let exception W of int * string
      val W (n, s) = W (5, "five")
  in Int.toString n ^ s end
val _ = print (unwrap () ^ "\n")

(* A top-level exception inside a let is declared once. *)
val shared = let exception S in (S, fn e => (raise e) handle S => true | _ => false) end
val _ = print (Bool.toString (#2 shared (#1 shared)) ^ "\n")
