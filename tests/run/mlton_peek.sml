(* Byte-level memory model: a Word8Array "heap" accessed with PackWord32Little,
   PackWord16Big, PackRealLittle; a tiny allocator with headers; BinIO
   round trip of the memory image; Byte conversions. *)
fun pr s = print (s ^ "\n")
val mem = Word8Array.array (4096, 0w0)

fun peek32 addr = Word32.fromLarge (PackWord32Little.subArr (mem, addr div 4))
fun poke32 (addr, w : Word32.word) = PackWord32Little.update (mem, addr div 4, Word32.toLarge w)
fun peek16be addr = Word.fromLarge (PackWord16Big.subArr (mem, addr div 2))
fun peek8 addr = Word8Array.sub (mem, addr)
fun poke8 (addr, b) = Word8Array.update (mem, addr, b)

val () = poke32 (0, 0wx12345678)
val () = pr (String.concatWith " " (List.tabulate (4, fn i => Word8.toString (peek8 i))))
val () = pr (Word.toString (peek16be 0) ^ " " ^ Word.toString (peek16be 2))
val () = pr (LargeWord.toString (PackWord32Big.subArr (mem, 0)))
val () = pr (LargeWord.toString (PackWord32Little.subArrX (Word8Array.tabulate (4, fn _ => 0wxFF), 0)))
val () = pr (LargeWord.toString (PackWord16Little.subArrX (Word8Array.fromList [0wx00, 0wx80], 0)))
val () = pr (Int.toString PackWord32Little.bytesPerElem ^ Bool.toString PackWord32Little.isBigEndian ^ Bool.toString PackWord16Big.isBigEndian)

(* bump allocator with size headers *)
val heapTop = ref 16
exception OutOfMemory
fun alloc words =
  let val a = !heapTop
      val bytes = 4 * (words + 1)
  in
    if a + bytes > Word8Array.length mem then raise OutOfMemory
    else (poke32 (a, Word32.fromInt words); heapTop := a + bytes; a + 4)
  end
fun sizeOf p = Word32.toInt (peek32 (p - 4))

(* build a linked list of cons cells: [value, next] *)
fun cons (v, next) = let val p = alloc 2 in poke32 (p, v); poke32 (p + 4, Word32.fromInt next); p end
val lst = List.foldl (fn (v, acc) => cons (Word32.fromInt (v * v), acc)) 0 (List.tabulate (50, fn i => i + 1))
fun sumList 0 = 0w0 : Word32.word
  | sumList p = peek32 p + sumList (Word32.toInt (peek32 (p + 4)))
val () = pr ("sum " ^ Word32.fmt StringCvt.DEC (sumList lst) ^ " top " ^ Int.toString (!heapTop) ^ " size " ^ Int.toString (sizeOf lst))

(* reals *)
val rp = alloc 4
val () = PackRealLittle.update (mem, rp div 8, Math.pi)
val () = pr (Real.toString (PackRealLittle.subArr (mem, rp div 8)))
val rbytes = PackRealBig.toBytes 1.5
val () = pr (String.concatWith "," (Word8Vector.foldr (fn (b, l) => Word8.fmt StringCvt.HEX b :: l) [] rbytes) ^ " " ^ Real.toString (PackRealBig.fromBytes rbytes))

(* checksum over the whole heap *)
val ck = Word8Array.foldli (fn (i, b, acc) => Word32.xorb (Word32.<< (acc, 0w1) + Word32.>> (acc, 0w31), Word32.fromInt (Word8.toInt b + i))) 0w0 mem
val () = pr ("heap checksum " ^ Word32.toString ck)

(* BinIO round trip *)
val file = OS.FileSys.tmpName ()
val () = let val os = BinIO.openOut file
         in BinIO.output (os, Word8ArraySlice.vector (Word8ArraySlice.slice (mem, 0, SOME (!heapTop)))); BinIO.output1 (os, 0wxAB); BinIO.closeOut os end
val back = let val is = BinIO.openIn file in BinIO.inputAll is before BinIO.closeIn is end
val () = pr ("read " ^ Int.toString (Word8Vector.length back) ^ " last " ^ Word8.toString (Word8Vector.sub (back, Word8Vector.length back - 1))
             ^ " eq " ^ Bool.toString (Word8Vector.foldli (fn (i, b, ok) => ok andalso (i = !heapTop orelse b = peek8 i)) true back))
val part = let val is = BinIO.openIn file
               val a = BinIO.inputN (is, 4)
               val b = BinIO.inputN (is, 4)
               val c = BinIO.input1 is
           in BinIO.closeIn is; (a, b, c) end
val () = pr (Word32.toString (Word32.fromLarge (PackWord32Little.subVec (#1 part, 0))) ^ " " ^ Int.toString (Word8Vector.length (#2 part))
             ^ " " ^ (case #3 part of SOME b => Word8.toString b | NONE => "none"))
val () = OS.FileSys.remove file

(* Byte *)
val () = pr (Byte.bytesToString (Byte.stringToBytes "hello") ^ " " ^ Char.toString (Byte.byteToChar 0w65) ^ Word8.toString (Byte.charToByte #"z"))
val () = pr (Byte.unpackStringVec (Word8VectorSlice.slice (Byte.stringToBytes "abcdef", 1, SOME 3)))
val ba = Word8Array.array (6, 0w46)
val () = Byte.packString (ba, 1, Substring.full "XYZ")
val () = pr (Byte.unpackString (Word8ArraySlice.full ba))

(* overlapping copy *)
val () = Word8Array.copy {src = ba, dst = ba, di = 2}
 handle Subscript => pr "Subscript"
val arr = Array.tabulate (10, fn i => i)
val () = ArraySlice.copy {src = ArraySlice.slice (arr, 0, SOME 7), dst = arr, di = 3}
val () = pr (String.concat (map Int.toString (Array.foldr op:: [] arr)))
val () = ArraySlice.copy {src = ArraySlice.slice (arr, 3, NONE), dst = arr, di = 0}
val () = pr (String.concat (map Int.toString (Array.foldr op:: [] arr)))
val w8 = Word8Vector.tabulate (8, fn i => Word8.fromInt (i * 37))
val () = pr (Word8Vector.foldr (fn (b, s) => Word8.toString b ^ s) "" (Word8Vector.map Word8.notb w8))
val () = pr (Int.toString (Word8Vector.length (Word8Vector.concat [w8, w8, Word8Vector.fromList []])))
val () = pr (case Word8Vector.findi (fn (i, b) => b > 0w200) w8 of SOME (i, b) => Int.toString i ^ "/" ^ Word8.toString b | NONE => "none")
val () = pr (Word8Vector.foldr (fn (b, s) => Word8.toString b ^ s) "" (Word8Vector.update (w8, 0, 0wxEE)))
