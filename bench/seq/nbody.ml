(* bench/seq/nbody.ml: OCaml baseline of nbody.sml (separate float arrays,
   as in the SML).  Argument: steps.  Prints "nbody E0 E1" with
   E = floor (energy * 1e9). *)
let pi = 3.141592653589793
let solar_mass = 4.0 *. pi *. pi
let dpy = 365.24
let x = [| 0.0; 4.84143144246472090e+00; 8.34336671824457987e+00; 1.28943695621391310e+01; 1.53796971148509165e+01 |]
let y = [| 0.0; -1.16032004402742839e+00; 4.12479856412430479e+00; -1.51111514016986312e+01; -2.59193146099879641e+01 |]
let z = [| 0.0; -1.03622044471123109e-01; -4.03523417114321381e-01; -2.23307578892655734e-01; 1.79258772950371181e-01 |]
let vx = Array.map (fun v -> v *. dpy) [| 0.0; 1.66007664274403694e-03; -2.76742510726862411e-03; 2.96460137564761618e-03; 2.68067772490389322e-03 |]
let vy = Array.map (fun v -> v *. dpy) [| 0.0; 7.69901118419740425e-03; 4.99852801234917238e-03; 2.37847173959480950e-03; 1.62824170038242295e-03 |]
let vz = Array.map (fun v -> v *. dpy) [| 0.0; -6.90460016972063023e-05; 2.30417297573763929e-05; -2.96589568540237556e-05; -9.51592254519715870e-05 |]
let mass = Array.map (fun m -> m *. solar_mass) [| 1.0; 9.54791938424326609e-04; 2.85885980666130812e-04; 4.36624404335156298e-05; 5.15138902046611451e-05 |]
let nb = 5
let energy () =
  let e = ref 0.0 in
  for i = 0 to nb - 1 do
    let m = mass.(i) in
    e := !e +. 0.5 *. m *. (vx.(i) *. vx.(i) +. vy.(i) *. vy.(i) +. vz.(i) *. vz.(i));
    for j = i + 1 to nb - 1 do
      let dx = x.(i) -. x.(j) and dy = y.(i) -. y.(j) and dz = z.(i) -. z.(j) in
      e := !e -. m *. mass.(j) /. sqrt (dx *. dx +. dy *. dy +. dz *. dz)
    done
  done;
  !e
let advance dt =
  for i = 0 to nb - 1 do
    for j = i + 1 to nb - 1 do
      let dx = x.(i) -. x.(j) and dy = y.(i) -. y.(j) and dz = z.(i) -. z.(j) in
      let d2 = dx *. dx +. dy *. dy +. dz *. dz in
      let mag = dt /. (d2 *. sqrt d2) in
      let mi = mass.(i) *. mag and mj = mass.(j) *. mag in
      vx.(i) <- vx.(i) -. dx *. mj; vy.(i) <- vy.(i) -. dy *. mj; vz.(i) <- vz.(i) -. dz *. mj;
      vx.(j) <- vx.(j) +. dx *. mi; vy.(j) <- vy.(j) +. dy *. mi; vz.(j) <- vz.(j) +. dz *. mi
    done
  done;
  for i = 0 to nb - 1 do
    x.(i) <- x.(i) +. dt *. vx.(i); y.(i) <- y.(i) +. dt *. vy.(i); z.(i) <- z.(i) +. dt *. vz.(i)
  done
let () =
  let steps = int_of_string Sys.argv.(1) in
  let px = ref 0.0 and py = ref 0.0 and pz = ref 0.0 in
  for i = 0 to nb - 1 do
    px := !px +. vx.(i) *. mass.(i); py := !py +. vy.(i) *. mass.(i); pz := !pz +. vz.(i) *. mass.(i)
  done;
  vx.(0) <- -. !px /. solar_mass; vy.(0) <- -. !py /. solar_mass; vz.(0) <- -. !pz /. solar_mass;
  let e0 = energy () in
  for _ = 1 to steps do advance 0.01 done;
  let e1 = energy () in
  Printf.printf "nbody %d %d\n" (int_of_float (floor (e0 *. 1e9))) (int_of_float (floor (e1 *. 1e9)))
