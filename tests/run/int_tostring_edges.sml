(* Int.toString and Int.fmt (one C loop per radix, crates/codegen/src/
   prims_basis.rs "Int.fmtRadix") on 0, signs, powers of the radix and
   their neighbours; minInt and maxInt are compared with IntInf's
   formatting (GMP) because their digits depend on the int's width. *)
val radixes = [StringCvt.BIN, StringCvt.OCT, StringCvt.DEC, StringCvt.HEX]
fun all x = String.concatWith " " (map (fn r => Int.fmt r x) radixes)
val xs = [0, 1, ~1, 2, ~2, 7, 8, 9, 10, ~10, 15, 16, 17, 99, 100, 255, 256, ~256, 12345, ~12345, 65535,
          1000000, 999999999, ~1000000000, 1000000000000000000, ~999999999999999999, 4611686018427387903,
          ~4611686018427387904]
val () = List.app (fn x => print (Int.toString x ^ ": " ^ all x ^ "\n")) xs
fun check (name, x) =
  let
    val viaInf = map (fn r => IntInf.fmt r (Int.toLarge x)) radixes
    val direct = map (fn r => Int.fmt r x) radixes
  in
    print (name ^ ": " ^ Bool.toString (viaInf = direct) ^ " " ^
           Bool.toString (Int.toString x = IntInf.toString (Int.toLarge x)) ^ " " ^
           Bool.toString (Int.fromString (Int.toString x) = SOME x) ^ "\n")
  end
val () = check ("maxInt", valOf Int.maxInt)
val () = check ("minInt", valOf Int.minInt)
val () = check ("maxInt-1", valOf Int.maxInt - 1)
val () = check ("minInt+1", valOf Int.minInt + 1)
val () = print (Int.toString (size (Int.toString (valOf Int.minInt)) - size (Int.toString (valOf Int.maxInt))) ^ "\n")
