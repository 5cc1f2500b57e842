structure W8V = Word8Vector
structure W8A = Word8Array

(* MLton.Random: the sequence itself is implementation-specific; check
   only what MLton guarantees *)
val _ = MLton.Random.srand 0w42
val r1 = List.tabulate (5, fn _ => MLton.Random.rand ())
val _ = MLton.Random.srand 0w42
val r2 = List.tabulate (5, fn _ => MLton.Random.rand ())
val _ = print ("random repeatable: " ^ Bool.toString (r1 = r2) ^ "\n")
val s = MLton.Random.alphaNumString 32
val _ = print ("alphaNum: " ^ Int.toString (String.size s) ^ " " ^ Bool.toString (CharVector.all Char.isAlphaNum s) ^ "\n")
val _ = print ("seed: " ^ Bool.toString (isSome (MLton.Random.useed ())) ^ "\n")

(* MLton.Word *)
val _ = print (Word32.toString (MLton.Word32.bswap 0wx12345678) ^ " "
             ^ Word32.toString (MLton.Word32.rol (0wx80000001, 0w4)) ^ " "
             ^ Word64.toString (MLton.Word64.ror (0wx1, 0w1)) ^ " "
             ^ Word8.toString (MLton.Word8.rol (0wx81, 0w1)) ^ "\n")
fun fnv1a (v : W8V.vector) =
  W8V.foldl (fn (b, h) => Word64.* (Word64.xorb (h, Word64.fromLarge (Word8.toLarge b)), 0wx100000001b3))
    0wxcbf29ce484222325 v
val _ = print ("fnv1a " ^ Word64.toString (fnv1a (Byte.stringToBytes "hello world")) ^ "\n")
val _ = print ("fromInt " ^ Word64.toString (Word64.fromInt ~1) ^ " " ^ Int.toString (Word64.toIntX 0wxFFFFFFFFFFFFFFFF)
             ^ " " ^ LargeInt.toString (Word64.toLargeInt 0wxFFFFFFFFFFFFFFFF) ^ "\n")

(* IntInf: factorial, fibonacci by doubling, powmod, gcd *)
fun fact n = if n <= 1 then IntInf.fromInt 1 else IntInf.* (IntInf.fromInt n, fact (n - 1))
val f100 = fact 100
val _ = print ("100! digits " ^ Int.toString (String.size (IntInf.toString f100)) ^ " sum "
             ^ Int.toString (CharVector.foldl (fn (c, a) => a + Char.ord c - 48) 0 (IntInf.toString f100)) ^ "\n")
fun fib n =
  let
    fun go 0 = (0 : IntInf.int, 1 : IntInf.int)
      | go n =
          let
            val (a, b) = go (n div 2)
            val c = a * (2 * b - a)
            val d = a * a + b * b
          in
            if n mod 2 = 0 then (c, d) else (d, c + d)
          end
  in
    #1 (go n)
  end
val _ = print ("fib 300 = " ^ IntInf.toString (fib 300) ^ "\n")
fun powmod (b : IntInf.int, e : IntInf.int, m : IntInf.int) =
  if e = 0 then 1
  else
    let val h = powmod (b, e div 2, m)
        val h2 = h * h mod m
    in if e mod 2 = 1 then h2 * b mod m else h2 end
val p = IntInf.pow (2, 127) - 1
val _ = print ("fermat 2^127-1: " ^ IntInf.toString (powmod (3, p - 1, p)) ^ "\n")
fun gcd (a : IntInf.int, b) = if b = 0 then a else gcd (b, a mod b)
val _ = print ("gcd " ^ IntInf.toString (gcd (fact 30, fib 120)) ^ "\n")
val _ = print ("divmod " ^ IntInf.toString (IntInf.div (~(fact 25 + 1), 7)) ^ " " ^ IntInf.toString (IntInf.mod (~(fact 25 + 1), 7)) ^ " "
             ^ IntInf.toString (IntInf.quot (~(fact 25 + 1), 7)) ^ " " ^ IntInf.toString (IntInf.rem (~(fact 25 + 1), 7)) ^ "\n")
val _ = print ("log2 " ^ Int.toString (IntInf.log2 f100) ^ " fmt " ^ IntInf.fmt StringCvt.HEX (fact 20) ^ " "
             ^ (case IntInf.fromString "~123456789012345678901234567890" of SOME x => IntInf.toString (x * x) | NONE => "NONE") ^ "\n")
val _ = print ("toInt " ^ (Int.toString (IntInf.toInt (fact 20)) handle Overflow => "Overflow") ^ " "
             ^ (Int.toString (IntInf.toInt (fact 21)) handle Overflow => "Overflow") ^ "\n")

(* Word8Vector byte processing: run-length encoding *)
val data = W8V.tabulate (200, fn i => Word8.fromInt ((i div 7) mod 5))
fun rle v =
  let
    fun go (i, acc) =
      if i >= W8V.length v then List.rev acc
      else
        let val b = W8V.sub (v, i)
            fun run j = if j < W8V.length v andalso W8V.sub (v, j) = b andalso j - i < 255 then run (j + 1) else j
            val j = run i
        in go (j, b :: Word8.fromInt (j - i) :: acc) end
  in
    W8V.fromList (go (0, []))
  end
val enc = rle data
fun unrle v =
  W8V.concat (List.tabulate (W8V.length v div 2, fn k =>
    W8V.tabulate (Word8.toInt (W8V.sub (v, 2 * k)), fn _ => W8V.sub (v, 2 * k + 1))))
val _ = print ("rle " ^ Int.toString (W8V.length enc) ^ " roundtrip " ^ Bool.toString (unrle enc = data) ^ "\n")
val arr = W8A.array (16, 0w0)
val _ = W8A.copyVec {src = W8V.fromList [0w1, 0w2, 0w3], dst = arr, di = 5}
val _ = PackWord32Big.update (arr, 2, 0wxDEADBEEF)
val _ = print ("bytes " ^ String.concatWith " " (List.map (Word8.fmt StringCvt.HEX) (W8A.foldr op:: [] arr)) ^ "\n")
val _ = print ("pack " ^ LargeWord.toString (PackWord32Little.subArr (arr, 2)) ^ "\n")

(* Posix file output, then read back with BinIO *)
val file = OS.FileSys.tmpName ()
val fd = Posix.FileSys.openf (file, Posix.FileSys.O_WRONLY, Posix.FileSys.O.trunc)
         handle OS.SysErr _ => Posix.FileSys.creat (file, Posix.FileSys.S.irwxu)
val n1 = Posix.IO.writeVec (fd, Word8VectorSlice.full (Byte.stringToBytes "line one\n"))
val n2 = Posix.IO.writeVec (fd, Word8VectorSlice.slice (enc, 0, SOME 10))
val _ = Posix.IO.close fd
val ins = BinIO.openIn file
val back = BinIO.inputAll ins
val _ = BinIO.closeIn ins
val _ = OS.FileSys.remove file
val _ = print ("posix wrote " ^ Int.toString n1 ^ "+" ^ Int.toString n2 ^ ", read " ^ Int.toString (W8V.length back) ^ " "
             ^ Bool.toString (W8V.sub (back, 9) = W8V.sub (enc, 0)) ^ " " ^ Byte.bytesToString (W8V.tabulate (8, fn i => W8V.sub (back, i))) ^ "\n")

val _ = print ("name nonempty: " ^ Bool.toString (CommandLine.name () <> "") ^ ", args " ^ Int.toString (length (CommandLine.arguments ())) ^ "\n")
val _ = TextIO.output (TextIO.stdOut, "exiting 3\n")
val _ = OS.Process.exit (if fact 5 = 120 then 3 else 0) : unit
val _ = print "not reached\n"
