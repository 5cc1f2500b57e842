(* IntInf: Smith normal form of integer matrices, factorials, binomials,
   gcd/lcm, div/mod/quot/rem sign conventions, pow, fromString/toString. *)
structure I = IntInf

fun pr s = print (s ^ "\n")

(* sign conventions *)
val pairs : (I.int * I.int) list = [(17, 5), (~17, 5), (17, ~5), (~17, ~5), (0, 3), (12345678901234567890, ~987654321)]
val () = List.app (fn (a, b) =>
  let in
  pr (String.concatWith " "
        [I.toString a, I.toString b, "div", I.toString (I.div (a, b)), "mod", I.toString (I.mod (a, b)),
         "quot", I.toString (I.quot (a, b)), "rem", I.toString (I.rem (a, b))])
  end) pairs

val () = let val (q, r) = I.divMod (I.fromInt ~100, I.fromInt 7)
             val (q', r') = I.quotRem (I.fromInt ~100, I.fromInt 7)
         in pr ("divMod " ^ I.toString q ^ " " ^ I.toString r ^ " quotRem " ^ I.toString q' ^ " " ^ I.toString r') end

fun fact n = if n <= 1 then 1 : I.int else I.fromInt n * fact (n - 1)
val () = pr ("30! = " ^ I.toString (fact 30))
val () = pr ("50! = " ^ I.toString (fact 50))
val () = pr ("2^200 = " ^ I.toString (I.pow (2, 200)))
val () = pr ("(~3)^101 = " ^ I.toString (I.pow (~3, 101)))
val () = pr ("log2 (2^200+1) = " ^ Int.toString (I.log2 (I.pow (2, 200) + 1)))

fun binom (n, k) =
  let fun go (i, acc) = if i > k then acc else go (i + 1, acc * I.fromInt (n - k + i) div I.fromInt i)
  in go (1, 1) end
val () = pr ("C(100,50) = " ^ I.toString (binom (100, 50)))

fun gcd (a, b) = if b = 0 then I.abs a else gcd (b, a mod b)
fun lcm (a, b) = I.abs (a * b) div gcd (a, b)
val () = pr ("lcm 1..60 = " ^ I.toString (List.foldl lcm 1 (List.tabulate (60, fn i => I.fromInt (i + 1)))))

(* fromString / scan *)
val () = List.app (fn s =>
  pr (s ^ " -> " ^ (case I.fromString s of SOME n => I.toString n | NONE => "NONE")))
  ["123456789012345678901234567890", "  -42", "~42xyz", "+7", "abc", "0000012", "~0"]
val () = pr (I.fmt StringCvt.HEX (I.pow (16, 20) - 1))
val () = pr (I.fmt StringCvt.BIN (I.fromInt 1000))
val () = pr (I.fmt StringCvt.OCT (I.fromInt ~1000))
val () = pr (Int.toString (I.toInt (I.fromInt 123)) ^ " " ^ I.toString (I.fromLarge (Int.toLarge 99)))
val () = pr ((I.toString (I.toLarge (I.pow (10, 30)))) ^ " " ^ Bool.toString (I.compare (I.pow (10, 30), I.pow (10, 29)) = GREATER))
val () = pr (Int.toString (I.sign (I.fromInt ~5)) ^ Int.toString (I.sign 0) ^ Int.toString (I.sign (I.pow (7, 40))))
val () = (ignore (I.toInt (I.pow (2, 80))); pr "no overflow?") handle Overflow => pr "Overflow ok"
val () = (ignore (I.div (1, 0)); pr "no div?") handle Div => pr "Div ok"

(* Smith normal form *)
type matrix = I.int array array

fun mcopy (m : matrix) = Array.tabulate (Array.length m, fn i => Array.tabulate (Array.length (Array.sub (m, 0)), fn j => Array.sub (Array.sub (m, i), j)))
fun get (m : matrix) (i, j) = Array.sub (Array.sub (m, i), j)
fun set (m : matrix) (i, j, v) = Array.update (Array.sub (m, i), j, v)

fun swapRows (m : matrix) (i, k) =
  let val t = Array.sub (m, i) in Array.update (m, i, Array.sub (m, k)); Array.update (m, k, t) end
fun swapCols (m : matrix) (j, l) =
  Array.app (fn row => let val t = Array.sub (row, j) in Array.update (row, j, Array.sub (row, l)); Array.update (row, l, t) end) m

fun smith (m0 : matrix) =
  let
    val m = mcopy m0
    val rows = Array.length m
    val cols = Array.length (Array.sub (m, 0))
    fun findPivot t =
      let
        val best = ref NONE
      in
        Array.appi (fn (i, row) =>
          if i < t then ()
          else Array.appi (fn (j, v) =>
                 if j < t orelse v = 0 then ()
                 else case !best of
                          NONE => best := SOME (i, j)
                        | SOME (bi, bj) => if I.abs v < I.abs (get m (bi, bj)) then best := SOME (i, j) else ()) row) m;
        !best
      end
    fun step t =
      if t >= rows orelse t >= cols then ()
      else
        case findPivot t of
            NONE => ()
          | SOME (i, j) =>
              let
                val () = swapRows m (t, i)
                val () = swapCols m (t, j)
                val p = get m (t, t)
                val dirty = ref false
              in
                (* eliminate column *)
                Array.appi (fn (r, row) =>
                  if r <= t then ()
                  else let val q = I.quot (Array.sub (row, t), p)
                       in Array.modifyi (fn (c, v) => v - q * get m (t, c)) row;
                          if Array.sub (row, t) <> 0 then dirty := true else () end) m;
                (* eliminate row *)
                let val q = Array.tabulate (cols, fn c => if c <= t then 0 else I.quot (get m (t, c), p))
                in Array.app (fn row => Array.modifyi (fn (c, v) => if c <= t then v else v - Array.sub (q, c) * Array.sub (row, t)) row) m
                end;
                if Array.exists (fn v => v <> 0) (Array.tabulate (cols - t - 1, fn c => get m (t, c + t + 1))) then dirty := true else ();
                (* divisibility condition *)
                if not (!dirty) then
                  (case List.find (fn (r, c) => I.rem (get m (r, c), p) <> 0)
                          (List.concat (List.tabulate (rows - t - 1, fn r => List.tabulate (cols - t - 1, fn c => (r + t + 1, c + t + 1))))) of
                       SOME (r, _) => (Array.modifyi (fn (c, v) => v + get m (r, c)) (Array.sub (m, t)); dirty := true)
                     | NONE => ())
                else ();
                if !dirty then step t else step (t + 1)
              end
  in
    step 0;
    List.tabulate (Int.min (rows, cols), fn i => I.abs (get m (i, i)))
  end

fun mkMatrix rows = Array.fromList (map (fn r => Array.fromList (map I.fromInt r)) rows)

val mats =
  [ [[2, 4, 4], [~6, 6, 12], [10, ~4, ~16]],
    [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
    [[6, 0, 0, 0], [0, 10, 0, 0], [0, 0, 15, 0]],
    [[12, 18, 30, 42], [8, 20, 28, 44], [16, 36, 52, 100], [4, 2, 6, 98]] ]

val () = List.app (fn r => pr ("smith: " ^ String.concatWith " " (map I.toString (smith (mkMatrix r))))) mats

(* a big Hilbert-like determinant via fraction-free Bareiss *)
fun bareiss (m0 : matrix) =
  let
    val m = mcopy m0
    val n = Array.length m
    fun loop (k, prev) =
      if k = n - 1 then get m (n - 1, n - 1)
      else
        let
          val p = get m (k, k)
        in
          Array.appi (fn (i, row) =>
            if i <= k then ()
            else Array.modifyi (fn (j, v) => if j <= k then v
                                             else (v * p - get m (i, k) * get m (k, j)) div prev) row) m;
          loop (k + 1, p)
        end
  in loop (0, 1) end

val vand = Array.tabulate (8, fn i => Array.tabulate (8, fn j => I.pow (I.fromInt (i + 2), j)))
val () = pr ("vandermonde det = " ^ I.toString (bareiss vand))
