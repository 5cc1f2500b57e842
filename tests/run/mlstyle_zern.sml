(* checks Real math (Math.*, Real.fmt/toString/round/floor, special values), Zernike-style polynomial evaluation with arrays and Vector *)
structure Zern =
struct
  fun fact n = if n <= 1 then 1.0 else real n * fact (n - 1)

  (* radial polynomial R_n^m(rho) *)
  fun radial (n, m, rho) =
    let
      val m = abs m
      fun term k =
        let val sign = if k mod 2 = 0 then 1.0 else ~1.0
        in sign * fact (n - k)
           / (fact k * fact ((n + m) div 2 - k) * fact ((n - m) div 2 - k))
           * Math.pow (rho, real (n - 2 * k))
        end
      fun sum k acc = if k > (n - m) div 2 then acc else sum (k + 1) (acc + term k)
    in
      if (n - m) mod 2 <> 0 then 0.0 else sum 0 0.0
    end

  fun zernike (n, m, rho, theta) =
    if m >= 0 then radial (n, m, rho) * Math.cos (real m * theta)
    else radial (n, m, rho) * Math.sin (real (~m) * theta)

  (* numerically integrate Z_a * Z_b over the unit disk (midpoint rule in polar coordinates) *)
  fun inner ((n1, m1), (n2, m2), steps) =
    let
      val dr = 1.0 / real steps
      val dt = 2.0 * Math.pi / real steps
      fun loopR i acc =
        if i >= steps then acc
        else
          let val r = (real i + 0.5) * dr
              fun loopT j acc =
                if j >= steps then acc
                else let val t = (real j + 0.5) * dt
                     in loopT (j + 1) (acc + zernike (n1, m1, r, t) * zernike (n2, m2, r, t) * r * dr * dt)
                     end
          in loopR (i + 1) (loopT 0 acc) end
    in loopR 0 0.0 end
end

fun fmt r = Real.fmt (StringCvt.FIX (SOME 6)) r
fun line s = print (s ^ "\n")

val modes = [(0, 0), (1, 1), (1, ~1), (2, 0), (2, 2), (3, 1), (4, 0)]
val _ = List.app (fn (n, m) =>
          line ("R(" ^ Int.toString n ^ "," ^ Int.toString m ^ ",0.5) = " ^ fmt (Zern.radial (n, m, 0.5))))
        modes

val _ = List.app (fn a =>
          List.app (fn b =>
            let val v = Zern.inner (a, b, 60)
            in if Real.abs v > 1E~3 then
                 line ("<" ^ Int.toString (#1 a) ^ "," ^ Int.toString (#2 a) ^ "|"
                       ^ Int.toString (#1 b) ^ "," ^ Int.toString (#2 b) ^ "> = " ^ Real.fmt (StringCvt.FIX (SOME 3)) v)
               else ()
            end) modes) modes

(* Real formatting and conversions *)
val samples = [0.0, ~0.0, 1.0, ~1.5, 3.14159265358979, 1.0E10, 1.0E~10, 123456789.125, 0.1, 2.5, ~2.5, 1.0/3.0, 1E22, 5E~324]
val _ = List.app (fn r =>
          line (Real.toString r ^ " | " ^ Real.fmt (StringCvt.SCI (SOME 3)) r ^ " | "
                ^ Real.fmt (StringCvt.FIX (SOME 2)) r ^ " | " ^ Real.fmt (StringCvt.GEN (SOME 5)) r
                ^ " | " ^ Real.fmt StringCvt.EXACT r))
        samples
val _ = List.app (fn r =>
          line (Int.toString (Real.round r) ^ " " ^ Int.toString (Real.floor r) ^ " "
                ^ Int.toString (Real.ceil r) ^ " " ^ Int.toString (Real.trunc r)))
        [2.5, 3.5, ~2.5, ~0.5, 0.49999, 7.0]
val inf = 1.0 / 0.0
val nan = 0.0 / 0.0
val _ = line (Real.toString inf ^ " " ^ Real.toString (~inf) ^ " " ^ Bool.toString (Real.isNan nan)
              ^ " " ^ Bool.toString (Real.== (nan, nan)) ^ " " ^ Bool.toString (Real.== (inf, inf)))
val _ = line (Real.toString (Math.sqrt 2.0) ^ " " ^ Real.toString (Math.exp 1.0) ^ " "
              ^ Real.toString (Math.ln 10.0) ^ " " ^ Real.toString (Math.atan2 (1.0, ~1.0)) ^ " "
              ^ Real.toString (Math.log10 1000.0) ^ " " ^ Real.toString (Math.tanh 0.5))
val _ = line (Real.toString (Real.fromInt 7 / 2.0) ^ " " ^ Real.toString (Real.realFloor 2.7) ^ " "
              ^ Real.toString (Real.realRound 2.5) ^ " " ^ Real.toString (Real.rem (7.5, 2.0)) ^ " "
              ^ Real.toString (Real.copySign (3.0, ~1.0)) ^ " " ^ Real.toString (Real.min (1.0, 2.0)))
val _ = case Real.fromString "  1.25e2xyz" of SOME r => line (Real.toString r) | NONE => line "none"
val _ = case Real.fromString "~.5" of SOME r => line (Real.toString r) | NONE => line "none"
val _ = line (Real.toString (Real.fromLargeInt (IntInf.pow (10, 30))))
val {whole, frac} = Real.split 3.75
val _ = line (Real.toString whole ^ " " ^ Real.toString frac)
val {man, exp} = Real.toManExp 48.0
val _ = line (Real.toString man ^ " " ^ Int.toString exp ^ " " ^ Real.toString (Real.fromManExp {man = 0.75, exp = 4}))
val _ = line (Real.toString Real.maxFinite ^ " " ^ Real.toString Real.minPos ^ " " ^ Real.toString Real.minNormalPos)
val _ = line (Int.toString (Real.sign ~3.0) ^ " " ^ Bool.toString (Real.signBit ~0.0) ^ " "
              ^ (case Real.compare (1.0, 2.0) of LESS => "LESS" | EQUAL => "EQ" | GREATER => "GT"))
val v = Vector.tabulate (8, fn i => Math.sin (real i))
val _ = line (fmt (Vector.foldl op+ 0.0 v))
