(* bench/seq/nbody.sml: the Computer Language Benchmarks Game n-body
   simulation (5 bodies, Jovian planets), positions/velocities/masses in
   real arrays; measures floating-point code and real array access.
   Argument: steps (sizes: SEQ_SIZES in
   bench/run.py).  Prints the energy
   before and after as floor (e * 1e9): "nbody E0 E1"; nbody.c and nbody.ml
   print the same. *)
val pi = 3.141592653589793
val solarMass = 4.0 * pi * pi
val daysPerYear = 365.24

val x = Array.fromList [0.0, 4.84143144246472090e00, 8.34336671824457987e00, 1.28943695621391310e01, 1.53796971148509165e01]
val y = Array.fromList [0.0, ~1.16032004402742839e00, 4.12479856412430479e00, ~1.51111514016986312e01, ~2.59193146099879641e01]
val z = Array.fromList [0.0, ~1.03622044471123109e~01, ~4.03523417114321381e~01, ~2.23307578892655734e~01, 1.79258772950371181e~01]
val vx = Array.fromList (map (fn v => v * daysPerYear) [0.0, 1.66007664274403694e~03, ~2.76742510726862411e~03, 2.96460137564761618e~03, 2.68067772490389322e~03])
val vy = Array.fromList (map (fn v => v * daysPerYear) [0.0, 7.69901118419740425e~03, 4.99852801234917238e~03, 2.37847173959480950e~03, 1.62824170038242295e~03])
val vz = Array.fromList (map (fn v => v * daysPerYear) [0.0, ~6.90460016972063023e~05, 2.30417297573763929e~05, ~2.96589568540237556e~05, ~9.51592254519715870e~05])
val mass = Array.fromList (map (fn m => m * solarMass) [1.0, 9.54791938424326609e~04, 2.85885980666130812e~04, 4.36624404335156298e~05, 5.15138902046611451e~05])
val nb = 5

fun offsetMomentum () =
  let
    fun loop (i, px, py, pz) =
      if i >= nb then (px, py, pz)
      else loop (i + 1, px + Array.sub (vx, i) * Array.sub (mass, i),
                 py + Array.sub (vy, i) * Array.sub (mass, i),
                 pz + Array.sub (vz, i) * Array.sub (mass, i))
    val (px, py, pz) = loop (0, 0.0, 0.0, 0.0)
  in
    Array.update (vx, 0, ~ px / solarMass);
    Array.update (vy, 0, ~ py / solarMass);
    Array.update (vz, 0, ~ pz / solarMass)
  end

fun energy () =
  let
    fun outer (i, e) =
      if i >= nb then e
      else
        let
          val m = Array.sub (mass, i)
          val e = e + 0.5 * m * (Array.sub (vx, i) * Array.sub (vx, i) + Array.sub (vy, i) * Array.sub (vy, i) + Array.sub (vz, i) * Array.sub (vz, i))
          fun inner (j, e) =
            if j >= nb then e
            else
              let
                val dx = Array.sub (x, i) - Array.sub (x, j)
                val dy = Array.sub (y, i) - Array.sub (y, j)
                val dz = Array.sub (z, i) - Array.sub (z, j)
              in
                inner (j + 1, e - m * Array.sub (mass, j) / Math.sqrt (dx * dx + dy * dy + dz * dz))
              end
        in
          outer (i + 1, inner (i + 1, e))
        end
  in
    outer (0, 0.0)
  end

fun advance dt =
  let
    fun outer i =
      if i >= nb then ()
      else
        let
          fun inner j =
            if j >= nb then ()
            else
              let
                val dx = Array.sub (x, i) - Array.sub (x, j)
                val dy = Array.sub (y, i) - Array.sub (y, j)
                val dz = Array.sub (z, i) - Array.sub (z, j)
                val d2 = dx * dx + dy * dy + dz * dz
                val mag = dt / (d2 * Math.sqrt d2)
                val mi = Array.sub (mass, i) * mag
                val mj = Array.sub (mass, j) * mag
              in
                Array.update (vx, i, Array.sub (vx, i) - dx * mj);
                Array.update (vy, i, Array.sub (vy, i) - dy * mj);
                Array.update (vz, i, Array.sub (vz, i) - dz * mj);
                Array.update (vx, j, Array.sub (vx, j) + dx * mi);
                Array.update (vy, j, Array.sub (vy, j) + dy * mi);
                Array.update (vz, j, Array.sub (vz, j) + dz * mi);
                inner (j + 1)
              end
        in
          inner (i + 1); outer (i + 1)
        end
    fun move i =
      if i >= nb then ()
      else (Array.update (x, i, Array.sub (x, i) + dt * Array.sub (vx, i));
            Array.update (y, i, Array.sub (y, i) + dt * Array.sub (vy, i));
            Array.update (z, i, Array.sub (z, i) + dt * Array.sub (vz, i));
            move (i + 1))
  in
    outer 0; move 0
  end

val steps = BenchUtil.arg 0
val () = offsetMomentum ()
val e0 = energy ()
fun run k = if k >= steps then () else (advance 0.01; run (k + 1))
val () = run 0
val e1 = energy ()
val () = print ("nbody " ^ BenchUtil.intStr (Real.floor (e0 * 1e9)) ^ " " ^ BenchUtil.intStr (Real.floor (e1 * 1e9)) ^ "\n")
