(* MLton's system extras: hash (equal values hash alike, also after a
   collection), size, share, Platform, Rusage, Exn, GC, TextIO/BinIO
   mkstemp, IntInf.  Expected output reasoned from MLton's documentation
   (Poly/ML has no MLton); host-dependent values are only checked for
   consistency. *)
fun pb s b = print (s ^ ": " ^ Bool.toString b ^ "\n")
datatype t = L | N of t * int * t
fun build 0 = L
  | build n = N (build (n - 1), n, build (n - 1))

(* hash *)
val big = List.tabulate (1000, fn i => (i, Int.toString i))
val h1 = MLton.hash big
val () = MLton.GC.collect ()
val _ = pb "hash list stable" (MLton.hash big = h1)
val _ = pb "hash list structural" (MLton.hash (List.tabulate (1000, fn i => (i, Int.toString i))) = h1)
val _ = pb "hash string" (MLton.hash "abc" = MLton.hash ("ab" ^ "c"))
val _ = pb "hash tree" (MLton.hash (build 5) = MLton.hash (build 5))
val _ = pb "hash int" (MLton.hash 17 = MLton.hash (10 + 7))
val _ = pb "hash real zero" (MLton.hash 0.0 = MLton.hash (~0.0))
val _ = pb "hash intinf" (MLton.hash (IntInf.pow (3, 100)) = MLton.hash (IntInf.pow (3, 100)))
val _ = pb "hash differs" (List.length (List.filter (fn i => MLton.hash i = MLton.hash 0) (List.tabulate (100, fn i => i))) < 5)
val r = ref 1
val hr = MLton.hash r
val () = r := 2
val () = MLton.GC.collect ()
val _ = pb "hash ref stable" (MLton.hash r = hr)
val _ = pb "hash word32 range" (Word32.toLargeInt (MLton.hash "x") < IntInf.pow (2, 32))

(* size *)
val _ = pb "size int" (MLton.size 5 = 0)
val s1 = MLton.size [1, 2, 3]
val s2 = MLton.size (List.tabulate (100, fn i => i))
val _ = pb "size list" (s1 > 0 andalso s2 > 10 * s1)
val shared = "shared string"
val _ = pb "size shared" (MLton.size (shared, shared) < MLton.size (shared, shared ^ "!"))
datatype cyc = C of int * cyc list ref
val cell = ref []
val node = C (1, cell)
val () = cell := [node]
val _ = pb "size cyclic" (MLton.size node > 0)
val () = MLton.share big
val () = MLton.shareAll ()

(* Platform *)
structure A = MLton.Platform.Arch
structure O = MLton.Platform.OS
structure F = MLton.Platform.Format
val _ = pb "arch roundtrip" (A.fromString (A.toString A.host) = SOME A.host)
val _ = pb "os roundtrip" (O.fromString (O.toString O.host) = SOME O.host)
val _ = print (A.toString A.AMD64 ^ " " ^ A.toString A.ARM64 ^ " " ^ A.toString A.X86 ^ " "
               ^ O.toString O.Linux ^ " " ^ O.toString O.Darwin ^ " " ^ F.toString F.host ^ "\n")
val _ = pb "case-insensitive" (A.fromString "amd64" = SOME A.AMD64 andalso O.fromString "LINUX" = SOME O.Linux)
val _ = pb "unknown" (A.fromString "vax" = NONE)

(* Rusage *)
fun spin (0, acc) = acc
  | spin (n, acc) = spin (n - 1, acc + n mod 7)
val _ = spin (1000000, 0)
val {self, gc, children} = MLton.Rusage.rusage ()
val zero = Time.zeroTime
val _ = pb "rusage" (Time.>= (#utime self, zero) andalso Time.>= (#stime self, zero)
                     andalso Time.>= (#utime gc, zero) andalso Time.>= (#utime children, zero)
                     andalso Time.<= (#utime gc, #utime self))
val () = MLton.Rusage.measureGC true

(* GC *)
val () = MLton.GC.pack ()
val () = MLton.GC.unpack ()
val () = MLton.GC.setMessages false
val () = MLton.GC.setSummary false

(* TextIO/BinIO mkstemp *)
val prefix = MLton.TextIO.tempPrefix "skein_mlton_sys"
val _ = pb "tempPrefix" (String.isSuffix "/skein_mlton_sys" prefix)
val (name, out) = MLton.TextIO.mkstemp prefix
val _ = TextIO.output (out, "temp file\n")
val _ = TextIO.closeOut out
val _ = pb "mkstemp name" (String.isPrefix prefix name andalso String.size name = String.size prefix + 6)
val ins = TextIO.openIn name
val _ = print (TextIO.inputAll ins)
val _ = TextIO.closeIn ins
val (name2, out2) = MLton.TextIO.mkstemp prefix
val _ = pb "mkstemp fresh" (name <> name2)
val _ = TextIO.closeOut out2
val (name3, bout) = MLton.BinIO.mkstemps {prefix = prefix, suffix = ".bin"}
val _ = BinIO.output (bout, Word8Vector.fromList [0w1, 0w2])
val _ = BinIO.closeOut bout
val _ = pb "mkstemps" (String.isSuffix ".bin" name3 andalso OS.FileSys.fileSize name3 = 2)
val _ = List.app OS.FileSys.remove [name, name2, name3]

(* IntInf *)
val _ = pb "isSmall" (MLton.IntInf.isSmall 12345 andalso not (MLton.IntInf.isSmall (IntInf.pow (2, 70))))
val _ = pb "areSmall" (not (MLton.IntInf.areSmall (1, IntInf.pow (2, 63))))
val _ = print (IntInf.toString (MLton.IntInf.gcd (~84, 36)) ^ " " ^ Word.toString (MLton.IntInf.log2 1024) ^ "\n")

(* Exn: history is empty; messagers reach the default handler *)
val _ = pb "history" (null (MLton.Exn.history (Fail "x")))
exception Mine of int
val () = MLton.Exn.addExnMessager (fn Mine n => SOME ("Mine " ^ Int.toString n) | _ => NONE)
val old = MLton.Exn.getTopLevelHandler ()
val () = MLton.Exn.setTopLevelHandler (fn e => (print ("handler: " ^ exnName e ^ "\n"); old e))
val _ = print "before exit\n"
val _ : unit = MLton.Exn.topLevelHandler (Mine 3)
val _ = print "not reached\n"
