(* no-poly *)
(* MLton's Int1..Int31 and Word1..Word31 (basis/sized.sml): each width's
   arithmetic, bit operations, shifts, conversions and text against a model
   in Word64/IntInf, plus literals and Overflow at the edges.  (Poly/ML has
   none of these structures; the model is the oracle.) *)

val samples : LargeInt.int list =
  [0, 1, 2, 3, 5, 7, 8, 100, 127, 128, 255, 256, 1000, 32767, 65535, 65536,
   1073741823, 1073741824, 2147483647, 2147483648, 4294967295, 123456789,
   987654321]

functor CheckWord (W : WORD) =
struct
  val bits = W.wordSize
  val modulus = IntInf.pow (2, bits)
  fun norm (i : LargeInt.int) = i mod modulus
  fun w i = W.fromLargeInt i
  fun v x = W.toLargeInt x
  val failures = ref 0
  val checks = ref 0
  fun check (what, got, want) =
    (checks := !checks + 1;
     if got = want then ()
     else (failures := !failures + 1;
           if !failures <= 3 then
             print ("Word" ^ Int.toString bits ^ " " ^ what ^ ": got "
                    ^ LargeInt.toString got ^ ", want " ^ LargeInt.toString want ^ "\n")
           else ()))
  fun signed i = if i >= modulus div 2 then i - modulus else i
  fun pair (a, b) =
    let
      val (x, y) = (w a, w b)
      val (na, nb) = (norm a, norm b)
    in
      check ("+", v (W.+ (x, y)), norm (na + nb));
      check ("-", v (W.- (x, y)), norm (na - nb));
      check ("*", v (W.* (x, y)), norm (na * nb));
      if nb <> 0 then (check ("div", v (W.div (x, y)), na div nb); check ("mod", v (W.mod (x, y)), na mod nb))
      else check ("div 0", (W.div (x, y); 1) handle Div => 0, 0);
      check ("andb", v (W.andb (x, y)), IntInf.andb (na, nb));
      check ("orb", v (W.orb (x, y)), IntInf.orb (na, nb));
      check ("xorb", v (W.xorb (x, y)), IntInf.xorb (na, nb));
      check ("<", if W.< (x, y) then 1 else 0, if na < nb then 1 else 0);
      check ("compare", case W.compare (x, y) of LESS => ~1 | EQUAL => 0 | GREATER => 1,
             case LargeInt.compare (na, nb) of LESS => ~1 | EQUAL => 0 | GREATER => 1)
    end
  fun single a =
    let
      val x = w a
      val na = norm a
      val sh = Word.fromInt (LargeInt.toInt (a mod 40))
      val shi = Word.toInt sh
    in
      check ("fromLargeInt", v x, na);
      check ("~", v (W.~ x), norm (~ na));
      check ("notb", v (W.notb x), modulus - 1 - na);
      check ("<<", v (W.<< (x, sh)), if shi >= bits then 0 else norm (na * IntInf.pow (2, shi)));
      check (">>", v (W.>> (x, sh)), if shi >= bits then 0 else na div IntInf.pow (2, shi));
      check ("~>>", v (W.~>> (x, sh)), norm (signed na div IntInf.pow (2, Int.min (shi, bits))));
      check ("toLargeIntX", W.toLargeIntX x, signed na);
      check ("toIntX", Int.toLarge (W.toIntX x), signed na);
      check ("toLargeX", Word64.toLargeInt (W.toLargeX x), signed na mod IntInf.pow (2, 64));
      check ("fromInt", v (W.fromInt (LargeInt.toInt (~ a))), norm (~ a));
      check ("fromLarge", v (W.fromLarge (Word64.fromLargeInt a)), na);
      check ("toString", getOpt (StringCvt.scanString (LargeInt.scan StringCvt.HEX) (W.toString x), ~1), na);
      check ("fromString", case W.fromString (W.fmt StringCvt.HEX x) of SOME y => v y | NONE => ~1, na)
    end
  val () = List.app (fn a => (single a; List.app (fn b => pair (a, b)) samples)) samples
  val () = print ("Word" ^ Int.toString bits ^ ": " ^ Int.toString (!failures) ^ " failures\n")
end

functor CheckInt (I : INTEGER) =
struct
  val bits = valOf I.precision
  val hi = IntInf.pow (2, bits - 1) - 1
  val lo = ~ (IntInf.pow (2, bits - 1))
  val failures = ref 0
  fun check (what, got, want) =
    if got = want then ()
    else (failures := !failures + 1;
          if !failures <= 3 then
            print ("Int" ^ Int.toString bits ^ " " ^ what ^ ": got " ^ got ^ ", want " ^ want ^ "\n")
          else ())
  (* the model: the exact result, or "Overflow" outside the range *)
  fun model r = if r < lo orelse r > hi then "Overflow" else LargeInt.toString r
  fun run f = LargeInt.toString (I.toLarge (f ())) handle Overflow => "Overflow" | Div => "Div"
  val values = List.filter (fn a => a >= lo andalso a <= hi) (List.concat (map (fn s => [s, ~ s, s - 1]) samples) @ [lo, hi])
  fun pair (a, b) =
    let val (x, y) = (I.fromLarge a, I.fromLarge b)
    in
      check ("+", run (fn () => I.+ (x, y)), model (a + b));
      check ("-", run (fn () => I.- (x, y)), model (a - b));
      check ("*", run (fn () => I.* (x, y)), model (a * b));
      check ("div", run (fn () => I.div (x, y)), if b = 0 then "Div" else model (a div b));
      check ("mod", run (fn () => I.mod (x, y)), if b = 0 then "Div" else model (a mod b));
      check ("quot", run (fn () => I.quot (x, y)), if b = 0 then "Div" else model (LargeInt.quot (a, b)));
      check ("<", Bool.toString (I.< (x, y)), Bool.toString (a < b))
    end
  fun single a =
    let val x = I.fromLarge a
    in
      check ("~", run (fn () => I.~ x), model (~ a));
      check ("abs", run (fn () => I.abs x), model (abs a));
      check ("toString", I.toString x, LargeInt.toString a);
      check ("fromString", run (fn () => valOf (I.fromString (LargeInt.toString a))), model a);
      check ("fromInt", run (fn () => I.fromInt (LargeInt.toInt (a + 1))), model (a + 1))
    end
  val () = List.app (fn a => (single a; List.app (fn b => pair (a, b)) values)) values
  val () = check ("minInt", LargeInt.toString (I.toLarge (valOf I.minInt)), LargeInt.toString lo)
  val () = check ("maxInt", LargeInt.toString (I.toLarge (valOf I.maxInt)), LargeInt.toString hi)
  val () = print ("Int" ^ Int.toString bits ^ ": " ^ Int.toString (!failures) ^ " failures\n")
end

structure W1 = CheckWord (Word1)
structure W2 = CheckWord (Word2)
structure W7 = CheckWord (Word7)
structure W8 = CheckWord (Word8)
structure W13 = CheckWord (Word13)
structure W24 = CheckWord (Word24)
structure W31 = CheckWord (Word31)
structure W32 = CheckWord (Word32)
structure I1 = CheckInt (Int1)
structure I2 = CheckInt (Int2)
structure I5 = CheckInt (Int5)
structure I8 = CheckInt (Int8)
structure I12 = CheckInt (Int12)
structure I30 = CheckInt (Int30)
structure I31 = CheckInt (Int31)
structure I32 = CheckInt (Int32)

(* literals and overloading at the new types *)
val a : Word31.word = 0wx7FFFFFFF
val b : Int31.int = ~1073741824
val c = Word5.fromInt 33 + 0w31
val () = print (Word31.toString (a + 0w1) ^ " " ^ Int31.toString (b + 1) ^ " " ^ Word5.toString c ^ "\n")
val () = print ((Int31.toString (b - 1) handle Overflow => "Overflow") ^ " " ^ Int.toString Word31.wordSize ^ "\n")
