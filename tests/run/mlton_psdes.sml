(* Pseudo-DES hashing (Numerical Recipes psdes) on Word32, used as a random
   number generator; histogram of outputs, a Monte-Carlo estimate of pi and
   a shuffle, all deterministic. *)
val c1 = Vector.fromList [0wxbaa96887, 0wx1e17d32c, 0wx03bcdc3c, 0wx0f33d1b2] : Word32.word vector
val c2 = Vector.fromList [0wx4b0f3b58, 0wxe874f0c3, 0wx6955c5a6, 0wx55a7ca46] : Word32.word vector

fun psdes (lword : Word32.word, irword : Word32.word) =
  let
    fun loop (i, lw, rw) =
      if i = 4 then (lw, rw)
      else
        let
          val ia = Word32.xorb (rw, Vector.sub (c1, i))
          val itmpl = Word32.andb (ia, 0wxffff)
          val itmph = Word32.>> (ia, 0w16)
          val ib = itmpl * itmpl + Word32.notb (itmph * itmph)
          val ib' = Word32.orb (Word32.>> (ib, 0w16), Word32.<< (ib, 0w16))
          val newrw = Word32.xorb (lw, Word32.xorb (Vector.sub (c2, i), ib') + itmpl * itmph)
        in
          loop (i + 1, rw, newrw)
        end
  in loop (0, lword, irword) end

val tests : (Word32.word * Word32.word) list = [(0w1, 0w1), (0w1, 0w99), (0w99, 0w1), (0w99, 0w99)]
val () = List.app (fn (l, r) =>
  let val (a, b) = psdes (l, r)
  in print (Word32.toString l ^ " " ^ Word32.toString r ^ " -> " ^ Word32.toString a ^ " " ^ Word32.toString b ^ "\n") end) tests

structure Rand =
struct
  val state = ref (0w0 : Word32.word)
  val seed = ref (0w12345 : Word32.word)
  fun next () = let val (_, r) = psdes (!seed, !state) in state := !state + 0w1; r end
  (* uniform in [0,1) with 32 random bits *)
  fun uniform () = real (Word32.toInt (Word32.>> (next (), 0w1))) / 2147483648.0
  fun range n = Word32.toInt (Word32.mod (next (), Word32.fromInt n))
end

val hist = Array.array (10, 0)
val () = let fun go 0 = () | go k = (let val b = Rand.range 10 in Array.update (hist, b, Array.sub (hist, b) + 1) end; go (k - 1))
         in go 100000 end
val () = print ("hist " ^ String.concatWith " " (Array.foldr (fn (x, l) => Int.toString x :: l) [] hist) ^ "\n")
val chi = Array.foldl (fn (x, acc) => acc + (real x - 10000.0) * (real x - 10000.0) / 10000.0) 0.0 hist
val () = print ("chi2 " ^ Real.fmt (StringCvt.FIX (SOME 3)) chi ^ "\n")

val inside = let fun go (0, n) = n
                   | go (k, n) = let val x = Rand.uniform () val y = Rand.uniform ()
                                 in go (k - 1, if x * x + y * y < 1.0 then n + 1 else n) end
             in go (200000, 0) end
val () = print ("pi ~ " ^ Real.fmt (StringCvt.FIX (SOME 4)) (4.0 * real inside / 200000.0) ^ "\n")

(* Fisher-Yates *)
val deck = Array.tabulate (52, fn i => i)
val () = let fun go 0 = () | go i = let val j = Rand.range (i + 1) val t = Array.sub (deck, i)
                                    in Array.update (deck, i, Array.sub (deck, j)); Array.update (deck, j, t); go (i - 1) end
         in go 51 end
fun card n = String.sub ("A23456789TJQK", n mod 13) :: [String.sub ("cdhs", n div 13)]
val () = print (String.concatWith " " (List.tabulate (13, fn i => implode (card (Array.sub (deck, i))))) ^ "\n")
val () = print ("perm ok " ^ Bool.toString (List.all (fn k => Array.exists (fn x => x = k) deck) (List.tabulate (52, fn i => i))) ^ "\n")

(* Word32 mixing checks *)
val h = List.foldl (fn (w, acc) => Word32.xorb (Word32.<< (acc, 0w5) + Word32.>> (acc, 0w2), w)) 0wx811C9DC5
          (List.tabulate (1000, fn i => #1 (psdes (Word32.fromInt i, 0w7))))
val () = print ("mix " ^ Word32.fmt StringCvt.HEX h ^ " " ^ Word32.fmt StringCvt.OCT (Word32.>> (h, 0w20)) ^ " " ^ Word32.fmt StringCvt.BIN (Word32.andb (h, 0wxFF)) ^ "\n")
val () = print (LargeInt.toString (Word32.toLargeInt h) ^ " " ^ Int.toString (Word32.toIntX h) ^ "\n")
