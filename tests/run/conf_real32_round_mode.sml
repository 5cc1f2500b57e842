(* no-poly *) (* Poly/ML has no Real32; the expected output was checked against C (fesetround, (float)) *)
(* Real32.nextAfter and Real32.fromLarge MODE round in a directed mode
   (the next double toward y rounded away from x is the next single):
   the same results whether the arguments are constants the C compiler
   sees (it used to fold the conversion to single precision in
   round-to-nearest: Real32.nextAfter (1.0, 2.0) was 1.0) or values
   read from a ref. *)
fun sci (x : Real32.real) = Real.fmt (StringCvt.SCI (SOME 9)) (Real32.toLarge x)
fun p s = print (s ^ "\n")
val modes = [("NEAREST", IEEEReal.TO_NEAREST), ("NEGINF", IEEEReal.TO_NEGINF),
             ("POSINF", IEEEReal.TO_POSINF), ("ZERO", IEEEReal.TO_ZERO)]

(* constant arguments *)
val _ = p ("up from 1: " ^ sci (Real32.nextAfter (1.0, 2.0)) ^ " " ^ Real32.toString (Real32.nextAfter (1.0, 2.0)))
val _ = p ("down from 1: " ^ sci (Real32.nextAfter (1.0, 0.0)))
val _ = p ("up from ~1: " ^ sci (Real32.nextAfter (~1.0, 0.0)))
val _ = p ("down from ~1: " ^ sci (Real32.nextAfter (~1.0, ~2.0)))
val _ = p ("up from 0: " ^ sci (Real32.nextAfter (0.0, 1.0)))
val _ = p ("down from 0: " ^ sci (Real32.nextAfter (0.0, ~1.0)))
val _ = p ("up from 0.1: " ^ sci (Real32.nextAfter (0.1, 1.0)))
val _ = p ("up from max: " ^ sci (Real32.nextAfter (Real32.maxFinite, Real32.posInf)))
val _ = p ("same: " ^ sci (Real32.nextAfter (3.0, 3.0)))
val _ = p ("1 + 1 ulp = next: " ^ Bool.toString (Real32.== (Real32.nextAfter (1.0, 2.0), 1.0 + 1.1920928955078125E~7)))
val _ = app (fn (n, m) => p ("fromLarge " ^ n ^ ": " ^ sci (Real32.fromLarge m 0.1) ^ " " ^ sci (Real32.fromLarge m ~0.1) ^ " " ^ sci (Real32.fromLarge m 1.0E39))) modes

(* the same through refs *)
val one = ref 1.0 val two = ref 2.0 val zero = ref 0.0 val tenth = ref 0.1 val big = ref 1.0E39
val r32 = Real32.fromLarge IEEEReal.TO_NEAREST
val _ = p ("up from 1: " ^ sci (Real32.nextAfter (r32 (!one), r32 (!two))))
val _ = p ("down from 1: " ^ sci (Real32.nextAfter (r32 (!one), r32 (!zero))))
val _ = p ("up from 0: " ^ sci (Real32.nextAfter (r32 (!zero), r32 (!one))))
val _ = p ("up from 0.1: " ^ sci (Real32.nextAfter (r32 (!tenth), r32 (!one))))
val _ = app (fn (n, m) => p ("fromLarge " ^ n ^ ": " ^ sci (Real32.fromLarge m (!tenth)) ^ " " ^ sci (Real32.fromLarge m (~ (!tenth))) ^ " " ^ sci (Real32.fromLarge m (!big)))) modes
val _ = p (if IEEEReal.getRoundingMode () = IEEEReal.TO_NEAREST then "mode restored" else "mode changed")
