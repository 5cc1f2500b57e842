(* checks a SIMPLE-style hydrodynamics step: Array2 of reals, stencil updates with boundary handling, records of grids, Real.fmt output, Vector of parameters, functions passed to generic sweeps *)
type grid = real Array2.array
type state = {rho : grid, u : grid, v : grid, e : grid, time : real ref, steps : int ref}

val n = 16
val params = Vector.fromList [1.4, 0.1, 0.02, 0.5]   (* gamma, viscosity, dt, dx *)
fun param i = Vector.sub (params, i)

fun mkGrid f : grid = Array2.tabulate Array2.RowMajor (n, n, f)

fun initial () : state =
  let fun bump (i, j) =
        let val x = real i - real n / 2.0 and y = real j - real n / 2.0
        in 1.0 + Math.exp (~(x * x + y * y) / 8.0) end
  in { rho = mkGrid bump, u = mkGrid (fn _ => 0.0), v = mkGrid (fn _ => 0.0),
       e = mkGrid (fn (i, j) => 2.5 * bump (i, j)), time = ref 0.0, steps = ref 0 }
  end

(* reflecting boundaries: clamp indices *)
fun at (g : grid) (i, j) =
  Array2.sub (g, Int.max (0, Int.min (n - 1, i)), Int.max (0, Int.min (n - 1, j)))

fun pressure (s : state) (i, j) =
  let val rho = at (#rho s) (i, j)
      val u = at (#u s) (i, j) and v = at (#v s) (i, j)
      val kinetic = 0.5 * rho * (u * u + v * v)
  in (param 0 - 1.0) * (at (#e s) (i, j) - kinetic) end

fun laplacian g (i, j) =
  at g (i + 1, j) + at g (i - 1, j) + at g (i, j + 1) + at g (i, j - 1) - 4.0 * at g (i, j)


fun step (s : state) =
  let
    val dt = param 2 and dx = param 3 and nu = param 1
    val p = mkGrid (pressure s)
    val rhoOld = Array2.tabulate Array2.RowMajor (n, n, fn (i, j) => Array2.sub (#rho s, i, j))
    fun grad (i, j) = ((at p (i + 1, j) - at p (i - 1, j)) / (2.0 * dx),
                       (at p (i, j + 1) - at p (i, j - 1)) / (2.0 * dx))
    fun update (g : grid) f =
      let val new = Array2.tabulate Array2.RowMajor (n, n, fn (i, j) => f (i, j, Array2.sub (g, i, j)))
      in Array2.modifyi Array2.RowMajor (fn (i, j, _) => Array2.sub (new, i, j))
           {base = g, row = 0, col = 0, nrows = NONE, ncols = NONE}
      end
  in
    update (#u s) (fn (i, j, u) => u - dt * #1 (grad (i, j)) / at rhoOld (i, j) + nu * dt * laplacian (#u s) (i, j));
    update (#v s) (fn (i, j, v) => v - dt * #2 (grad (i, j)) / at rhoOld (i, j) + nu * dt * laplacian (#v s) (i, j));
    update (#rho s) (fn (i, j, r) =>
      r - dt * ((at rhoOld (i + 1, j) * at (#u s) (i + 1, j) - at rhoOld (i - 1, j) * at (#u s) (i - 1, j))
              + (at rhoOld (i, j + 1) * at (#v s) (i, j + 1) - at rhoOld (i, j - 1) * at (#v s) (i, j - 1)))
              / (2.0 * dx));
    update (#e s) (fn (i, j, e) => e + nu * dt * laplacian (#e s) (i, j));
    #time s := !(#time s) + dt;
    #steps s := !(#steps s) + 1
  end

fun total (g : grid) = Array2.fold Array2.RowMajor op+ 0.0 g
fun maxAbs (g : grid) = Array2.fold Array2.ColMajor (fn (x, m) => Real.max (Real.abs x, m)) 0.0 g
fun fmt x = Real.fmt (StringCvt.FIX (SOME 5)) x

fun report (s : state) =
  print ("t=" ^ fmt (!(#time s)) ^ " steps=" ^ Int.toString (!(#steps s))
         ^ " mass=" ^ fmt (total (#rho s)) ^ " energy=" ^ fmt (total (#e s))
         ^ " max|u|=" ^ fmt (maxAbs (#u s)) ^ " max|v|=" ^ fmt (maxAbs (#v s)) ^ "\n")

val s = initial ()
val _ = report s
fun run 0 = () | run k = (step s; if !(#steps s) mod 10 = 0 then report s else (); run (k - 1))
val _ = run 50
(* row and column slices of the final density *)
val mid = n div 2
val _ = print (String.concatWith " " (List.tabulate (n, fn j => Real.fmt (StringCvt.FIX (SOME 2)) (Array2.sub (#rho s, mid, j)))) ^ "\n")
val col = Array2.column (#rho s, mid)
val _ = print (Real.fmt (StringCvt.SCI (SOME 4)) (Vector.foldl op+ 0.0 col) ^ "\n")
val row = Array2.row (#e s, 0)
val _ = print (Int.toString (Vector.length row) ^ " " ^ Int.toString (Array2.nRows (#e s)) ^ " "
               ^ (let val (r, c) = Array2.dimensions (#u s) in Int.toString (r * c) end) ^ "\n")
