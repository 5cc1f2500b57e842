(* Barnes-Hut 2-D n-body simulation: quadtree built each step, centre of mass
   approximations with opening angle theta, leapfrog integration; prints
   energy and positions checksum.  Bodies come from a Word-based LCG. *)
(* no-gc-stress *)
type vec = {x : real, y : real}
fun vadd ({x = a, y = b} : vec, {x = c, y = d} : vec) = {x = a + c, y = b + d}
fun vsub ({x = a, y = b} : vec, {x = c, y = d} : vec) = {x = a - c, y = b - d}
fun vscale (k, {x, y} : vec) = {x = k * x, y = k * y}
fun vlen2 ({x, y} : vec) = x * x + y * y

type body = {pos : vec ref, vel : vec ref, mass : real}

datatype quad =
    Empty
  | Leaf of body
  | Node of {center : vec, half : real, mass : real, com : vec, kids : quad array}

val seed = ref 0w42 : word ref
fun rnd () =
  (seed := Word.andb (!seed * 0w1103515245 + 0w12345, 0wx7fffffff);
   real (Word.toInt (!seed)) / 2147483648.0)

val n = 300
val bodies : body vector =
  Vector.tabulate (n, fn i =>
    let
      val r = 0.1 + rnd ()
      val a = 2.0 * Math.pi * rnd ()
      val p = {x = r * Math.cos a, y = r * Math.sin a}
      val speed = Math.sqrt (1.0 / r) * 0.3
    in
      {pos = ref p, vel = ref {x = ~speed * Math.sin a, y = speed * Math.cos a}, mass = 1.0 / real n + 0.001 * rnd ()}
    end)

fun quadrant ({x = cx, y = cy} : vec, {x, y} : vec) =
  (if x >= cx then 1 else 0) + (if y >= cy then 2 else 0)

fun childCenter ({x, y} : vec, half, q) =
  let val h = half / 2.0
  in {x = if q mod 2 = 1 then x + h else x - h, y = if q >= 2 then y + h else y - h} end

fun insert (t, b : body, center, half, depth) =
  case t of
      Empty => Leaf b
    | Leaf b' =>
        if depth > 40 then t
        else
          let val kids = Array.array (4, Empty)
              val node = Node {center = center, half = half, mass = 0.0, com = center, kids = kids}
          in insert (insert (node, b', center, half, depth), b, center, half, depth) end
    | Node {kids, ...} =>
        let val q = quadrant (center, !(#pos b))
        in Array.update (kids, q, insert (Array.sub (kids, q), b, childCenter (center, half, q), half / 2.0, depth + 1)); t end

fun summarize Empty = (Empty, 0.0, {x = 0.0, y = 0.0})
  | summarize (t as Leaf b) = (t, #mass b, !(#pos b))
  | summarize (Node {center, half, kids, ...}) =
      let
        val (m, wsum) =
          Array.foldli (fn (i, k, (m, w)) =>
                          let val (k', km, kc) = summarize k
                          in Array.update (kids, i, k'); (m + km, vadd (w, vscale (km, kc))) end)
                       (0.0, {x = 0.0, y = 0.0}) kids
        val com = vscale (1.0 / m, wsum)
      in (Node {center = center, half = half, mass = m, com = com, kids = kids}, m, com) end

val theta = 0.5
val soft = 0.01

fun accel (t, p : vec) =
  case t of
      Empty => {x = 0.0, y = 0.0}
    | Leaf b =>
        let val d = vsub (!(#pos b), p)
            val r2 = vlen2 d + soft * soft
        in vscale (#mass b / (r2 * Math.sqrt r2), d) end
    | Node {half, mass, com, kids, ...} =>
        let val d = vsub (com, p)
            val r2 = vlen2 d + soft * soft
        in
          if (2.0 * half) * (2.0 * half) < theta * theta * r2
          then vscale (mass / (r2 * Math.sqrt r2), d)
          else Array.foldl (fn (k, acc) => vadd (acc, accel (k, p))) {x = 0.0, y = 0.0} kids
        end

fun buildTree () =
  let
    val extent = Vector.foldl (fn (b, m) => let val {x, y} = !(#pos b) in Real.max (m, Real.max (Real.abs x, Real.abs y)) end) 0.0 bodies
    val root = Vector.foldl (fn (b, t) => insert (t, b, {x = 0.0, y = 0.0}, extent * 1.01, 0)) Empty bodies
    val (root, _, _) = summarize root
  in root end

fun energy () =
  let
    val ke = Vector.foldl (fn (b, s) => s + 0.5 * #mass b * vlen2 (!(#vel b))) 0.0 bodies
    val pe = ref 0.0
    val () = Vector.appi (fn (i, bi) =>
               Vector.appi (fn (j, bj) =>
                 if j <= i then ()
                 else pe := !pe - #mass bi * #mass bj / Math.sqrt (vlen2 (vsub (!(#pos bi), !(#pos bj))) + soft * soft)) bodies) bodies
  in ke + !pe end

fun step dt =
  let
    val tree = buildTree ()
    val accs = Vector.map (fn b => accel (tree, !(#pos b))) bodies
  in
    Vector.appi (fn (i, b) =>
      let val v = vadd (!(#vel b), vscale (dt, Vector.sub (accs, i)))
      in #vel b := v; #pos b := vadd (!(#pos b), vscale (dt, v)) end) bodies
  end

fun depth Empty = 0
  | depth (Leaf _) = 1
  | depth (Node {kids, ...}) = 1 + Array.foldl (fn (k, m) => Int.max (m, depth k)) 0 kids

val e0 = energy ()
val () = print ("E0 " ^ Real.fmt (StringCvt.SCI (SOME 6)) e0 ^ "\n")
val () = print ("tree depth " ^ Int.toString (depth (buildTree ())) ^ "\n")
val () = List.app (fn k => (step 0.001; if k mod 5 = 4 then print ("step " ^ Int.toString (k + 1) ^ " E " ^ Real.fmt (StringCvt.SCI (SOME 6)) (energy ()) ^ "\n") else ()))
                  (List.tabulate (20, fn i => i))
val cs = Vector.foldl (fn (b, s) => let val {x, y} = !(#pos b) in s + x * 3.0 + y * 7.0 end) 0.0 bodies
val () = print ("checksum " ^ Real.fmt (StringCvt.FIX (SOME 8)) cs ^ "\n")
val drift = Real.abs ((energy () - e0) / e0)
val () = print ("drift < 1e-2 " ^ Bool.toString (drift < 1E~2) ^ "\n")
