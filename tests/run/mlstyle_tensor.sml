(* checks a tensor library in the style of MLton's tensor benchmark: functors building index spaces, Array-backed tensors with shape lists, higher-order map/fold, Real arithmetic *)
signature INDEX =
sig
  type t = int list
  val size : t -> int
  val toOffset : t * t -> int
  val fromOffset : t * int -> t
  val app : t -> (t -> unit) -> unit
  val toString : t -> string
end

structure Index : INDEX =
struct
  type t = int list
  exception Index
  fun size shape = List.foldl op* 1 shape
  (* row-major: the last index varies fastest *)
  fun toOffset (shape, idx) =
    ListPair.foldlEq
      (fn (n, i, acc) => if i < 0 orelse i >= n then raise Index else acc * n + i)
      0 (shape, idx)
  fun fromOffset (shape, off) =
    let fun go ([], _, acc) = acc
          | go (n :: ns, o', acc) = go (ns, o' div n, (o' mod n) :: acc)
    in go (rev shape, off, []) end
  fun app shape f =
    let val n = size shape
        fun loop k = if k >= n then () else (f (fromOffset (shape, k)); loop (k + 1))
    in loop 0 end
  fun toString idx = "[" ^ String.concatWith "," (map Int.toString idx) ^ "]"
end

signature NUMBER =
sig
  type t
  val zero : t
  val one : t
  val add : t * t -> t
  val mul : t * t -> t
  val toString : t -> string
end

functor Tensor (N : NUMBER) =
struct
  type tensor = {shape : Index.t, data : N.t Array.array}
  exception Shape of string

  fun new (shape, x) : tensor = {shape = shape, data = Array.array (Index.size shape, x)}
  fun tabulate (shape, f) : tensor =
    {shape = shape, data = Array.tabulate (Index.size shape, fn k => f (Index.fromOffset (shape, k)))}
  fun sub ({shape, data} : tensor, idx) = Array.sub (data, Index.toOffset (shape, idx))
  fun update ({shape, data} : tensor, idx, x) = Array.update (data, Index.toOffset (shape, idx), x)
  fun map f ({shape, data} : tensor) : tensor = {shape = shape, data = Array.tabulate (Array.length data, fn k => f (Array.sub (data, k)))}
  fun map2 f (a : tensor, b : tensor) : tensor =
    if #shape a <> #shape b then raise Shape "map2"
    else {shape = #shape a, data = Array.tabulate (Array.length (#data a), fn k => f (Array.sub (#data a, k), Array.sub (#data b, k)))}
  fun fold f init ({data, ...} : tensor) = Array.foldl f init data

  (* contract the last index of a with the first index of b *)
  fun contract (a : tensor, b : tensor) : tensor =
    let
      val (sa, na) = (List.take (#shape a, length (#shape a) - 1), List.last (#shape a))
      val (nb, sb) = (hd (#shape b), tl (#shape b))
      val _ = if na <> nb then raise Shape ("contract " ^ Index.toString (#shape a) ^ " " ^ Index.toString (#shape b)) else ()
    in
      tabulate (sa @ sb, fn idx =>
        let val i = List.take (idx, length sa)
            val j = List.drop (idx, length sa)
            fun loop (k, acc) =
              if k >= na then acc
              else loop (k + 1, N.add (acc, N.mul (sub (a, i @ [k]), sub (b, k :: j))))
        in loop (0, N.zero) end)
    end

  fun transpose (t as {shape = [m, n], ...} : tensor) = tabulate ([n, m], fn [i, j] => sub (t, [j, i]) | _ => raise Shape "idx")
    | transpose _ = raise Shape "transpose needs a matrix"

  fun show (t : tensor) =
    (Index.app (#shape t) (fn idx =>
       print (Index.toString idx ^ "=" ^ N.toString (sub (t, idx)) ^ " "));
     print "\n")
end

structure IntNum : NUMBER =
struct type t = int val zero = 0 val one = 1 val add = op+ val mul = op* val toString = Int.toString end
structure RealNum : NUMBER =
struct type t = real val zero = 0.0 val one = 1.0 val add = op+ val mul = op*
       fun toString r = Real.fmt (StringCvt.FIX (SOME 3)) r end

structure IT = Tensor (IntNum)
structure RT = Tensor (RealNum)

val a = IT.tabulate ([2, 3], fn [i, j] => i * 3 + j + 1 | _ => 0)
val b = IT.tabulate ([3, 2], fn [i, j] => if i = j then 1 else 2 | _ => 0)
val _ = IT.show a
val _ = IT.show (IT.transpose a)
val _ = IT.show (IT.contract (a, b))
val c3 = IT.tabulate ([2, 2, 2], fn l => List.foldl (fn (x, acc) => acc * 10 + x) 0 l)
val _ = IT.show c3
val _ = IT.show (IT.contract (c3, IT.tabulate ([2], fn [i] => i + 1 | _ => 0)))
val _ = print (Int.toString (IT.fold op+ 0 c3) ^ "\n")
val _ = (IT.contract (a, a); ()) handle IT.Shape s => print ("Shape: " ^ s ^ "\n")
val _ = (IT.sub (a, [2, 0]); ()) handle e => print ("exn: " ^ exnName e ^ "\n")

(* real tensors: a rotation applied repeatedly should preserve the norm *)
val theta = Math.pi / 6.0
val rot = RT.tabulate ([2, 2], fn [0, 0] => Math.cos theta | [0, 1] => ~(Math.sin theta)
                                | [1, 0] => Math.sin theta | _ => Math.cos theta)
fun iterate (0, v) = v | iterate (n, v) = iterate (n - 1, RT.contract (rot, v))
val v0 = RT.tabulate ([2], fn [i] => real (i + 1) | _ => 0.0)
val v12 = iterate (12, v0)
val _ = RT.show v12
val norm = Math.sqrt (RT.fold (fn (x, acc) => acc + x * x) 0.0 v12)
val _ = print (Real.fmt (StringCvt.FIX (SOME 6)) norm ^ "\n")
val h = RT.map2 op* (RT.map (fn x => x + 1.0) rot, rot)
val _ = RT.show h
