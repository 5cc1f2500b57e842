(* checks Array2, IntInf arithmetic (quot/rem/gcd-like loops), functors over a ring signature, exceptions for control flow *)
signature RING =
sig
  type t
  val zero : t
  val one : t
  val + : t * t -> t
  val - : t * t -> t
  val * : t * t -> t
  val quot : t * t -> t
  val abs : t -> t
  val compare : t * t -> order
  val fromInt : int -> t
  val toString : t -> string
end

structure IntInfRing : RING =
struct
  type t = IntInf.int
  val zero : t = 0
  val one : t = 1
  val op + = IntInf.+
  val op - = IntInf.-
  val op * = IntInf.*
  val quot = IntInf.quot
  val abs = IntInf.abs
  val compare = IntInf.compare
  val fromInt = IntInf.fromInt
  val toString = IntInf.toString
end

structure Util =
struct
  fun for (lo, hi) f = if lo >= hi then () else (f lo; for (lo + 1, hi) f)
end

functor SmithNormalForm (R : RING) =
struct
  type matrix = R.t Array2.array
  exception Done

  fun isZero x = R.compare (x, R.zero) = EQUAL

  fun swapRows (m : matrix, i, j) =
    if i = j then ()
    else
      let val n = Array2.nCols m
          fun loop k =
            if k >= n then ()
            else
              let val t = Array2.sub (m, i, k)
              in Array2.update (m, i, k, Array2.sub (m, j, k));
                 Array2.update (m, j, k, t);
                 loop (k + 1)
              end
      in loop 0 end

  fun swapCols (m : matrix, i, j) =
    if i = j then ()
    else
      let val n = Array2.nRows m
          fun loop k =
            if k >= n then ()
            else
              let val t = Array2.sub (m, k, i)
              in Array2.update (m, k, i, Array2.sub (m, k, j));
                 Array2.update (m, k, j, t);
                 loop (k + 1)
              end
      in loop 0 end

  (* row j := row j - q * row i *)
  fun subRow (m : matrix, j, i, q) =
    Array2.modifyi Array2.RowMajor
      (fn (_, c, x) => R.- (x, R.* (q, Array2.sub (m, i, c))))
      {base = m, row = j, col = 0, nrows = SOME 1, ncols = NONE}

  fun subCol (m : matrix, j, i, q) =
    Array2.modifyi Array2.ColMajor
      (fn (r, _, x) => R.- (x, R.* (q, Array2.sub (m, r, i))))
      {base = m, row = 0, col = j, nrows = NONE, ncols = SOME 1}

  (* find the nonzero entry of least absolute value in the submatrix from (k,k) *)
  fun pivot (m : matrix, k) =
    Array2.foldi Array2.RowMajor
      (fn (r, c, x, best) =>
          if isZero x then best
          else case best of
                 NONE => SOME (r, c, x)
               | SOME (_, _, y) =>
                   if R.compare (R.abs x, R.abs y) = LESS then SOME (r, c, x) else best)
      NONE
      {base = m, row = k, col = k, nrows = NONE, ncols = NONE}

  fun reduceStep (m : matrix, k) =
    let
      val rows = Array2.nRows m
      val cols = Array2.nCols m
      fun clear () =
        let
          val p = Array2.sub (m, k, k)
          val dirty = ref false
        in
          Util.for (k + 1, rows) (fn r =>
            let val q = R.quot (Array2.sub (m, r, k), p)
            in subRow (m, r, k, q);
               if isZero (Array2.sub (m, r, k)) then () else dirty := true
            end);
          Util.for (k + 1, cols) (fn c =>
            let val q = R.quot (Array2.sub (m, k, c), p)
            in subCol (m, c, k, q);
               if isZero (Array2.sub (m, k, c)) then () else dirty := true
            end);
          !dirty
        end
      fun loop () =
        case pivot (m, k) of
          NONE => raise Done
        | SOME (r, c, _) =>
            (swapRows (m, k, r); swapCols (m, k, c);
             if clear () then loop () else ())
    in
      loop ()
    end

  (* make the diagonal a divisibility chain *)
  fun fixDivisibility (m : matrix) =
    let
      val n = Int.min (Array2.nRows m, Array2.nCols m)
      fun bad () =
        let
          fun find i =
            if i + 1 >= n then NONE
            else
              let val a = Array2.sub (m, i, i)
                  val b = Array2.sub (m, i + 1, i + 1)
              in if not (isZero a) andalso not (isZero (R.- (b, R.* (R.quot (b, a), a))))
                 then SOME i else find (i + 1)
              end
        in find 0 end
    in
      case bad () of
        NONE => ()
      | SOME i =>
          (subCol (m, i, i + 1, R.fromInt ~1);
           (reduceStep (m, i) handle Done => ());
           (reduceStep (m, i + 1) handle Done => ());
           fixDivisibility m)
    end

  fun smith (m : matrix) =
    let val n = Int.min (Array2.nRows m, Array2.nCols m)
        fun loop k = if k >= n then () else (reduceStep (m, k); loop (k + 1))
    in (loop 0 handle Done => ()); fixDivisibility m; m end

  fun diagonal (m : matrix) =
    List.tabulate (Int.min (Array2.nRows m, Array2.nCols m),
                   fn i => R.abs (Array2.sub (m, i, i)))
end

structure S = SmithNormalForm (IntInfRing)

(* a deterministic pseudo random generator (linear congruential, on IntInf to avoid overflow) *)
val seed = ref (IntInf.fromInt 12345)
fun rand n =
  (seed := IntInf.mod (!seed * 1103515245 + 12345, 2147483648);
   IntInf.toInt (IntInf.mod (!seed div 65536, IntInf.fromInt n)))

fun randomMatrix (r, c, range) =
  Array2.tabulate Array2.RowMajor (r, c, fn _ => IntInf.fromInt (rand range - range div 2))

fun showMatrix m =
  Array2.appi Array2.RowMajor
    (fn (_, c, x) =>
       (print (StringCvt.padLeft #" " 8 (IntInf.toString x));
        if c = Array2.nCols m - 1 then print "\n" else ()))
    {base = m, row = 0, col = 0, nrows = NONE, ncols = NONE}

fun product l = List.foldl IntInf.* 1 l

fun test (r, c, range) =
  let
    val m = randomMatrix (r, c, range)
    val _ = print ("matrix " ^ Int.toString r ^ "x" ^ Int.toString c ^ ":\n")
    val _ = showMatrix m
    val d = S.diagonal (S.smith m)
  in
    print "diagonal:";
    List.app (fn x => print (" " ^ IntInf.toString x)) d;
    print ("\nproduct: " ^ IntInf.toString (product d) ^ "\n")
  end

val _ = test (3, 3, 10)
val _ = test (4, 5, 20)
val _ = test (5, 5, 100)
val _ = test (6, 4, 7)

(* a matrix with big entries *)
val big = Array2.fromList [[IntInf.pow (2, 70), IntInf.pow (3, 40)], [IntInf.pow (6, 30), IntInf.pow (10, 20)]]
val _ = print "big diagonal:"
val _ = List.app (fn x => print (" " ^ IntInf.toString x)) (S.diagonal (S.smith big))
val _ = print "\n"
