(* A small ray tracer: spheres and a plane, diffuse + specular + shadows,
   prints a checksum of pixel values and a coarse ASCII rendering. *)
structure Vec =
struct
  type t = {x : real, y : real, z : real}
  fun mk (x, y, z) : t = {x = x, y = y, z = z}
  fun add ({x = a, y = b, z = c} : t, {x, y, z} : t) = mk (a + x, b + y, c + z)
  fun sub ({x = a, y = b, z = c} : t, {x, y, z} : t) = mk (a - x, b - y, c - z)
  fun scale (k, {x, y, z} : t) = mk (k * x, k * y, k * z)
  fun dot ({x = a, y = b, z = c} : t, {x, y, z} : t) = a * x + b * y + c * z
  fun norm v = Math.sqrt (dot (v, v))
  fun unit v = scale (1.0 / norm v, v)
  fun neg v = scale (~1.0, v)
end

datatype surface = Matte of real | Shiny of real * real  (* diffuse, reflectivity *)

datatype obj =
    Sphere of {center : Vec.t, radius : real, color : Vec.t, surf : surface}
  | Plane of {normal : Vec.t, d : real, color : Vec.t, surf : surface}

val eps = 1.0E~6

fun intersect (orig, dir) (Sphere {center, radius, ...}) =
      let
        val oc = Vec.sub (orig, center)
        val b = Vec.dot (oc, dir)
        val c = Vec.dot (oc, oc) - radius * radius
        val disc = b * b - c
      in
        if disc < 0.0 then NONE
        else
          let val s = Math.sqrt disc
              val t1 = ~b - s and t2 = ~b + s
          in if t1 > eps then SOME t1 else if t2 > eps then SOME t2 else NONE end
      end
  | intersect (orig, dir) (Plane {normal, d, ...}) =
      let val denom = Vec.dot (normal, dir)
      in
        if Real.abs denom < eps then NONE
        else
          let val t = ~(Vec.dot (normal, orig) + d) / denom
          in if t > eps then SOME t else NONE end
      end

fun normalAt (Sphere {center, ...}, p) = Vec.unit (Vec.sub (p, center))
  | normalAt (Plane {normal, ...}, _) = normal

fun colorOf (Sphere {color, ...}) = color
  | colorOf (Plane {color, ...}) = color
fun surfOf (Sphere {surf, ...}) = surf
  | surfOf (Plane {surf, ...}) = surf

val scene =
  [ Sphere {center = Vec.mk (0.0, 1.0, 5.0), radius = 1.0, color = Vec.mk (1.0, 0.2, 0.2), surf = Shiny (0.7, 0.3)},
    Sphere {center = Vec.mk (~2.0, 0.5, 6.0), radius = 0.5, color = Vec.mk (0.2, 1.0, 0.2), surf = Matte 0.9},
    Sphere {center = Vec.mk (2.0, 0.75, 4.0), radius = 0.75, color = Vec.mk (0.2, 0.2, 1.0), surf = Shiny (0.5, 0.5)},
    Plane {normal = Vec.mk (0.0, 1.0, 0.0), d = 0.0, color = Vec.mk (0.8, 0.8, 0.8), surf = Matte 0.8} ]

val light = Vec.unit (Vec.mk (~1.0, 2.0, ~1.5))
val ambient = 0.1

fun closest (orig, dir) =
  foldl (fn (o', best) =>
           case intersect (orig, dir) o' of
               NONE => best
             | SOME t =>
                 (case best of
                      NONE => SOME (t, o')
                    | SOME (t0, _) => if t < t0 then SOME (t, o') else best))
        NONE scene

fun surfaceParams ob =
  case surfOf ob of Matte d => (d, 0.0) | Shiny (d, r) => (d, r)

fun lambert (p, n) =
  if isSome (closest (p, light)) then 0.0 else Real.max (0.0, Vec.dot (n, light))

fun scaleColor (k, c) = Vec.scale (k, c)

fun mix (refl, c1, c2) = Vec.add (Vec.scale (1.0 - refl, c1), Vec.scale (refl, c2))

fun sky (dir : Vec.t) = scaleColor (0.5 + 0.5 * #y dir, Vec.mk (0.2, 0.3, 0.5))

fun trace (orig, dir, depth) : Vec.t =
  case closest (orig, dir) of
      NONE => sky dir
    | SOME (t, ob) =>
        let
          val p = Vec.add (orig, Vec.scale (t, dir))
          val n = normalAt (ob, p)
          val (diff, refl) = surfaceParams ob
          val base = scaleColor (ambient + diff * lambert (p, n), colorOf ob)
        in
          if refl > 0.0 andalso depth < 4 then
            let val rd = Vec.sub (dir, Vec.scale (2.0 * Vec.dot (dir, n), n))
            in mix (refl, base, trace (p, Vec.unit rd, depth + 1)) end
          else base
        end

val width = 64
val height = 32

fun clamp x = if x < 0.0 then 0.0 else if x > 1.0 then 1.0 else x
fun toByte x = Real.round (255.0 * clamp x)

val eye = Vec.mk (0.0, 1.5, ~1.0)

val pixels =
  Array.tabulate (width * height, fn i =>
    let
      val px = i mod width and py = i div width
      val u = (real px - real width / 2.0) / real height
      val v = (real height / 2.0 - real py) / real height
      val dir = Vec.unit (Vec.mk (u, v - 0.2, 1.0))
      val {x = r, y = g, z = b} = trace (eye, dir, 0)
    in
      (toByte r, toByte g, toByte b)
    end)

val checksum =
  Array.foldli (fn (i, (r, g, b), acc) =>
                  (acc * 31 + r * 7 + g * 3 + b + i) mod 1000000007) 0 pixels

val () = print ("checksum " ^ Int.toString checksum ^ "\n")

val shades = "  .:-=+*#%@"
fun shade (r, g, b) =
  let val lum = (0.3 * real r + 0.59 * real g + 0.11 * real b) / 255.0
      val idx = Int.min (String.size shades - 1, Real.floor (lum * real (String.size shades)))
  in String.sub (shades, idx) end

val () =
  let fun row y =
        if y >= height then ()
        else if y mod 2 = 1 then row (y + 1)
        else (print (CharVector.tabulate (width, fn x => shade (Array.sub (pixels, y * width + x))));
              print "\n"; row (y + 1))
  in row 0 end

val (sr, sg, sb) = Array.foldl (fn ((r, g, b), (a, c, d)) => (a + r, c + g, d + b)) (0, 0, 0) pixels
val n = real (width * height)
val () = print (String.concatWith " "
                  (map (fn x => Real.fmt (StringCvt.FIX (SOME 3)) (real x / n)) [sr, sg, sb]) ^ "\n")
