(* BDD package with hash-consing: a hash table functor over HASH_KEY with opaque
   ascription and 'where type', memoised apply, IntInf model counting (n-queens, adder). *)
signature HASH_KEY = sig
  type t
  val hash : t -> word
  val eq : t * t -> bool
end

signature HASH_TABLE = sig
  type key
  type 'a table
  val create : int -> 'a table
  val find : 'a table -> key -> 'a option
  val insert : 'a table -> key * 'a -> unit
  val size : 'a table -> int
  val fold : (key * 'a * 'b -> 'b) -> 'b -> 'a table -> 'b
end

functor HashTable (K : HASH_KEY) :> HASH_TABLE where type key = K.t = struct
  type key = K.t
  type 'a table = { buckets : (key * 'a) list array ref, count : int ref }
  fun create n = { buckets = ref (Array.array (Int.max (n, 1), [])), count = ref 0 }
  fun index (arr, k) = Word.toInt (Word.mod (K.hash k, Word.fromInt (Array.length arr)))
  fun find ({ buckets, ... } : 'a table) k =
    let val arr = !buckets
        fun look [] = NONE
          | look ((k', v) :: r) = if K.eq (k, k') then SOME v else look r
    in look (Array.sub (arr, index (arr, k))) end
  fun grow ({ buckets, ... } : 'a table) =
    let val old = !buckets
        val nw = Array.array (2 * Array.length old + 1, [])
    in Array.app (List.app (fn (k, v) =>
          let val i = index (nw, k) in Array.update (nw, i, (k, v) :: Array.sub (nw, i)) end)) old;
       buckets := nw
    end
  fun insert (t as { buckets, count }) (k, v) =
    let val arr = !buckets
        val i = index (arr, k)
        val l = Array.sub (arr, i)
    in if List.exists (fn (k', _) => K.eq (k, k')) l
       then Array.update (arr, i, map (fn (k', v') => if K.eq (k, k') then (k', v) else (k', v')) l)
       else (Array.update (arr, i, (k, v) :: l); count := !count + 1;
             if !count > 2 * Array.length arr then grow t else ())
    end
  fun size ({ count, ... } : 'a table) = !count
  fun fold f z ({ buckets, ... } : 'a table) =
    Array.foldl (fn (l, acc) => List.foldl (fn ((k, v), a) => f (k, v, a)) acc l) z (!buckets)
end

structure Bdd = struct
  datatype node = Leaf of bool | Node of { var : int, lo : int, hi : int, id : int }
  structure NK = struct
    type t = int * int * int
    fun hash (v, l, h) = Word.fromInt v * 0w65599 + Word.fromInt l * 0w31 + Word.fromInt h
    fun eq ((a, b, c), (d, e, f)) = a = d andalso b = e andalso c = f
  end
  structure PK = struct
    type t = int * int
    fun hash (a, b) = Word.xorb (Word.fromInt a * 0w7919, Word.fromInt b)
    fun eq ((a, b) : t, (c, d)) = a = c andalso b = d
  end
  structure UT = HashTable (NK)
  structure CT = HashTable (PK)
  val unique : int UT.table = UT.create 16
  val nodes : node array ref = ref (Array.array (1024, Leaf false))
  val next = ref 2
  val () = Array.update (!nodes, 1, Leaf true)
  fun get i = Array.sub (!nodes, i)
  fun varOf i = case get i of Leaf _ => 1000000 | Node { var, ... } => var
  fun mk (v, l, h) =
    if l = h then l
    else case UT.find unique (v, l, h) of
        SOME i => i
      | NONE =>
          let val i = !next
          in if i >= Array.length (!nodes) then
               let val a = Array.array (2 * i, Leaf false)
               in Array.copy { src = !nodes, dst = a, di = 0 }; nodes := a end
             else ();
             Array.update (!nodes, i, Node { var = v, lo = l, hi = h, id = i });
             next := i + 1;
             UT.insert unique ((v, l, h), i);
             i
          end
  fun var v = mk (v, 0, 1)
  fun cofactors (i, v) =
    case get i of
        Leaf _ => (i, i)
      | Node { var, lo, hi, ... } => if var = v then (lo, hi) else (i, i)
  fun apply (opr : bool * bool -> bool) =
    let val memo : int CT.table = CT.create 64
        fun go (a, b) =
          case (get a, get b) of
              (Leaf x, Leaf y) => if opr (x, y) then 1 else 0
            | _ =>
              (case CT.find memo (a, b) of
                   SOME r => r
                 | NONE =>
                   let val v = Int.min (varOf a, varOf b)
                       val (al, ah) = cofactors (a, v)
                       val (bl, bh) = cofactors (b, v)
                       val r = mk (v, go (al, bl), go (ah, bh))
                   in CT.insert memo ((a, b), r); r end)
    in go end
  val andb = apply (fn (x, y) => x andalso y)
  val orb = apply (fn (x, y) => x orelse y)
  val xorb = apply (fn (x, y) => x <> y)
  fun notb a = xorb (a, 1)
  fun satCount (nvars, a) =
    let val memo : IntInf.int CT.table = CT.create 64
        fun level i = case get i of Leaf _ => nvars | Node { var, ... } => var
        fun go i =
          case get i of
              Leaf false => IntInf.fromInt 0
            | Leaf true => IntInf.fromInt 1
            | Node { var, lo, hi, ... } =>
              (case CT.find memo (i, 0) of
                   SOME r => r
                 | NONE =>
                   let val pl = IntInf.pow (2, level lo - var - 1)
                       val ph = IntInf.pow (2, level hi - var - 1)
                       val r = pl * go lo + ph * go hi
                   in CT.insert memo ((i, 0), r); r end)
    in IntInf.pow (2, level a) * go a end
  fun size root =
    let val seen = CT.create 16
        fun go i = case CT.find seen (i, i) of
                       SOME () => 0
                     | NONE => (CT.insert seen ((i, i), ());
                                case get i of Leaf _ => 1 | Node { lo, hi, ... } => 1 + go lo + go hi)
    in go root end
end

(* n-queens with BDDs *)
fun queens n =
  let open Bdd
      fun x (i, j) = var (i * n + j)
      val all = ref 1
      fun conj b = all := andb (!all, b)
      fun tabulateOr f k = List.foldl (fn (j, acc) => orb (acc, f j)) 0 (List.tabulate (k, fn j => j))
  in
    (* each row has a queen *)
    List.app (fn i => conj (tabulateOr (fn j => x (i, j)) n)) (List.tabulate (n, fn i => i));
    (* constraints *)
    List.app (fn i => List.app (fn j =>
      let val q = x (i, j)
          fun excl (k, l) = if k >= 0 andalso k < n andalso l >= 0 andalso l < n andalso (k, l) <> (i, j)
                            then conj (orb (notb q, notb (x (k, l)))) else ()
      in List.app (fn d => (excl (i, d); excl (d, j); excl (i + d - j, d); excl (i - d + j, d)))
           (List.tabulate (n, fn d => d))
      end) (List.tabulate (n, fn j => j))) (List.tabulate (n, fn i => i));
    (!all, satCount (n * n, !all), size (!all))
  end

val () = List.app (fn n =>
  let val (r, c, s) = queens n
  in print ("queens " ^ Int.toString n ^ ": solutions=" ^ IntInf.toString c ^ " size=" ^ Int.toString s ^ "\n") end)
  [1, 2, 3, 4, 5, 6]

(* adder equivalence *)
val () =
  let open Bdd
      val base = 100
      fun a i = var (base + 2 * i)
      fun b i = var (base + 2 * i + 1)
      fun ripple k =
        let fun go (i, carry, acc) =
              if i = k then rev (carry :: acc)
              else let val s = xorb (xorb (a i, b i), carry)
                       val c = orb (andb (a i, b i), andb (carry, xorb (a i, b i)))
                   in go (i + 1, c, s :: acc) end
        in go (0, 0, []) end
      val bits = ripple 6
      val sizes = map size bits
  in print ("adder sizes: " ^ String.concatWith "," (map Int.toString sizes) ^ "\n");
     print ("sat top: " ^ IntInf.toString (satCount (base + 12, List.last bits)) ^ "\n");
     print ("nodes: " ^ Int.toString (!next) ^ " unique=" ^ Int.toString (UT.size unique) ^ "\n")
  end
