(* Bool.scan / Bool.fromString (case-insensitive after white space, rest
   left unread) and PackWord8Big/Little, found missing by the Basis audit
   against Poly/ML. *)
fun show NONE = "NONE"
  | show (SOME b) = Bool.toString b
val _ = List.app (fn s => print (String.toString s ^ " => " ^ show (Bool.fromString s) ^ "\n"))
  ["true", "false", "TRUE", "  true", "truex", "tru", "\tFaLsE rest", "", "t", "\nfalse", "f alse"]
val _ =
  case Bool.scan Substring.getc (Substring.full " trueabc") of
    SOME (b, r) => print (Bool.toString b ^ " rest=" ^ Substring.string r ^ "\n")
  | NONE => print "NONE\n"
val _ =
  case Bool.scan Substring.getc (Substring.full "fals") of
    SOME _ => print "SOME\n"
  | NONE => print "NONE\n"
val _ = print (Bool.toString (Bool.not true) ^ "\n")

val v = Word8Vector.fromList [0wx12, 0wxF3]
val _ = print (LargeWord.toString (PackWord8Big.subVec (v, 1)) ^ " "
               ^ LargeWord.toString (LargeWord.andb (PackWord8Little.subVecX (v, 1), 0wxFFFF)) ^ " "
               ^ Int.toString PackWord8Big.bytesPerElem ^ "\n")
val a = Word8Array.array (2, 0w0)
val _ = PackWord8Little.update (a, 0, 0wx1FF)
val _ = print (Word8.toString (Word8Array.sub (a, 0)) ^ "\n")
val _ = (PackWord8Big.subVec (v, 2); print "no exn\n") handle Subscript => print "Subscript\n"

(* OS_PATH is visible as a signature, as in Poly/ML. *)
structure P : OS_PATH = OS.Path
val _ = print (P.joinDirFile {dir = "a", file = "b"} ^ "\n")
