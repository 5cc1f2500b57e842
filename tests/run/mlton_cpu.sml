(* A DLX-like 32-bit RISC simulator: an assembler from a small text syntax
   (labels, registers, immediates) to Word32 instruction words, a decoder,
   and a pipelined-latency interpreter that runs a sieve and a fib
   loop; prints registers, memory checksums and cycle counts. *)
structure W = Word32

datatype opcode = ADD | SUB | AND | OR | XOR | SLL | SRL | SRA | SLT | MUL
                | ADDI | ANDI | ORI | SLTI | LUI | LW | SW | LB | SB | BEQ | BNE | J | JAL | JR | HALT

val opcodes = Vector.fromList [ADD, SUB, AND, OR, XOR, SLL, SRL, SRA, SLT, MUL,
                               ADDI, ANDI, ORI, SLTI, LUI, LW, SW, LB, SB, BEQ, BNE, J, JAL, JR, HALT]
val names = ["add", "sub", "and", "or", "xor", "sll", "srl", "sra", "slt", "mul",
             "addi", "andi", "ori", "slti", "lui", "lw", "sw", "lb", "sb", "beq", "bne", "j", "jal", "jr", "halt"]

fun opIndex oc =
  let fun go i = if Vector.sub (opcodes, i) = oc then i else go (i + 1) in go 0 end
fun opOfName s =
  case List.find (fn (n, _) => n = s) (ListPair.zip (names, Vector.foldr op:: [] opcodes)) of
      SOME (_, oc) => oc
    | NONE => raise Fail ("unknown opcode " ^ s)

(* encoding: op(6) rd(5) rs(5) rt(5) unused(11)   for R-type
             op(6) rt(5) rs(5) imm(16)            for I-type
             op(6) target(26)                     for J-type *)
fun encR (oc, rd, rs, rt) =
  W.orb (W.<< (W.fromInt (opIndex oc), 0w26),
         W.orb (W.<< (W.fromInt rd, 0w21), W.orb (W.<< (W.fromInt rs, 0w16), W.<< (W.fromInt rt, 0w11))))
fun encI (oc, rt, rs, imm) =
  W.orb (W.<< (W.fromInt (opIndex oc), 0w26),
         W.orb (W.<< (W.fromInt rt, 0w21), W.orb (W.<< (W.fromInt rs, 0w16), W.andb (W.fromInt imm, 0wxFFFF))))
fun encJ (oc, target) = W.orb (W.<< (W.fromInt (opIndex oc), 0w26), W.andb (W.fromInt target, 0wx3FFFFFF))

datatype operand = Reg of int | Imm of int | Lab of string

fun parseOperand s =
  if String.isPrefix "r" s then Reg (valOf (Int.fromString (String.extract (s, 1, NONE))))
  else case Int.fromString s of
           SOME n => Imm n
         | NONE => Lab s

(* two passes: collect labels, then encode *)
fun assemble (src : string) : W.word vector =
  let
    val lines = List.filter (fn l => not (null l))
                  (map (String.tokens (fn c => Char.isSpace c orelse Char.contains ",()" c)) (String.fields (fn c => c = #"\n") src))
    fun isLabel tok = String.isSuffix ":" tok
    val (labels, _) =
      foldl (fn (toks, (labs, pc)) =>
               case toks of
                   [l] => if isLabel l then ((String.substring (l, 0, size l - 1), pc) :: labs, pc) else (labs, pc + 1)
                 | _ => (labs, pc + 1)) ([], 0) lines
    fun lab name = case List.find (fn (n, _) => n = name) labels of SOME (_, pc) => pc | NONE => raise Fail ("label " ^ name)
    fun value (Imm n) = n | value (Lab l) = lab l | value (Reg r) = r
    val instrs = List.filter (fn [l] => not (isLabel l) | _ => true) lines
    fun enc (pc, toks) =
      case toks of
          [] => raise Fail "empty"
        | opname :: args =>
            let val oc = opOfName opname
                val ops = map parseOperand args
            in
              case (oc, ops) of
                  (HALT, []) => encJ (HALT, 0)
                | (J, [t]) => encJ (J, value t)
                | (JAL, [t]) => encJ (JAL, value t)
                | (JR, [Reg r]) => encR (JR, 0, r, 0)
                | (BEQ, [Reg a, Reg b, t]) => encI (oc, a, b, value t - pc - 1)
                | (BNE, [Reg a, Reg b, t]) => encI (oc, a, b, value t - pc - 1)
                | (LUI, [Reg t, i]) => encI (LUI, t, 0, value i)
                | (_, [Reg t, Imm off, Reg base]) =>
                    if List.exists (fn x => x = oc) [LW, SW, LB, SB] then encI (oc, t, base, off)
                    else raise Fail ("bad operands for " ^ opname)
                | (_, [Reg t, Reg s, Imm i]) =>
                    if List.exists (fn x => x = oc) [ADDI, ANDI, ORI, SLTI] then encI (oc, t, s, i)
                    else raise Fail ("bad operands for " ^ opname)
                | (_, [Reg d, Reg s, Reg t]) => encR (oc, d, s, t)
                | _ => raise Fail ("bad operands for " ^ opname)
            end
  in
    Vector.fromList (#2 (foldl (fn (toks, (pc, acc)) => (pc + 1, acc @ [enc (pc, toks)])) (0, []) instrs))
  end

type machine = {regs : W.word array, mem : Word8Array.array, pc : int ref, cycles : int ref, retired : int ref}

fun newMachine () : machine =
  {regs = Array.array (32, 0w0), mem = Word8Array.array (65536, 0w0), pc = ref 0, cycles = ref 0, retired = ref 0}

fun sext16 w = W.~>> (W.<< (w, 0w16), 0w16)
fun field (w, shift, width) = W.toInt (W.andb (W.>> (w, shift), W.<< (0w1, width) - 0w1))

exception Halted

fun run (m : machine, prog : W.word vector, fuel) =
  let
    val {regs, mem, pc, cycles, retired} = m
    fun reg r = if r = 0 then 0w0 else Array.sub (regs, r)
    fun setReg (r, v) = if r = 0 then () else Array.update (regs, r, v)
    fun loadWord a = W.fromLarge (PackWord32Big.subArr (mem, W.toInt a div 4))
    fun storeWord (a, v) = PackWord32Big.update (mem, W.toInt a div 4, W.toLarge v)
    fun stepOne () =
      let
        val ins = Vector.sub (prog, !pc)
        val oc = Vector.sub (opcodes, field (ins, 0w26, 0w6))
        val a = field (ins, 0w21, 0w5) and b = field (ins, 0w16, 0w5) and c = field (ins, 0w11, 0w5)
        val imm = sext16 (W.andb (ins, 0wxFFFF))
        val next = !pc + 1
        fun alu f = (setReg (a, f (reg b, reg c)); pc := next; 1)
        fun alui f = (setReg (a, f (reg b, imm)); pc := next; 1)
        fun bool x = if x then 0w1 else 0w0
        val cost =
          case oc of
              ADD => alu W.+ | SUB => alu W.- | AND => alu W.andb | OR => alu W.orb | XOR => alu W.xorb
            | SLL => alu (fn (x, y) => W.<< (x, Word.fromLarge (W.toLarge (W.andb (y, 0w31)))))
            | SRL => alu (fn (x, y) => W.>> (x, Word.fromLarge (W.toLarge (W.andb (y, 0w31)))))
            | SRA => alu (fn (x, y) => W.~>> (x, Word.fromLarge (W.toLarge (W.andb (y, 0w31)))))
            | SLT => alu (fn (x, y) => bool (W.toIntX x < W.toIntX y))
            | MUL => (alu W.* ; 4)
            | ADDI => alui W.+ | ANDI => alui W.andb | ORI => alui W.orb
            | SLTI => alui (fn (x, y) => bool (W.toIntX x < W.toIntX y))
            | LUI => (setReg (a, W.<< (W.andb (ins, 0wxFFFF), 0w16)); pc := next; 1)
            | LW => (setReg (a, loadWord (reg b + imm)); pc := next; 3)
            | SW => (storeWord (reg b + imm, reg a); pc := next; 2)
            | LB => (setReg (a, W.fromInt (Word8.toIntX (Word8Array.sub (mem, W.toInt (reg b + imm))))); pc := next; 3)
            | SB => (Word8Array.update (mem, W.toInt (reg b + imm), Word8.fromLarge (W.toLarge (reg a))); pc := next; 2)
            | BEQ => if reg a = reg b then (pc := next + W.toIntX imm; 2) else (pc := next; 1)
            | BNE => if reg a <> reg b then (pc := next + W.toIntX imm; 2) else (pc := next; 1)
            | J => (pc := field (ins, 0w0, 0w26); 2)
            | JAL => (setReg (31, W.fromInt next); pc := field (ins, 0w0, 0w26); 2)
            | JR => (pc := W.toInt (reg b); 2)
            | HALT => raise Halted
      in
        cycles := !cycles + cost; retired := !retired + 1
      end
    fun loop 0 = print "out of fuel\n"
      | loop n = (stepOne (); loop (n - 1))
  in
    loop fuel handle Halted => ()
  end

val sieve = "\
\      addi r1, r0, 2\n\
\      addi r2, r0, 1000\n\
\outer:\n\
\      slt r3, r1, r2\n\
\      beq r3, r0, done\n\
\      lb r4, 0(r1)\n\
\      bne r4, r0, next\n\
\      addi r5, r5, 1\n\
\      add r6, r1, r1\n\
\inner:\n\
\      slt r3, r6, r2\n\
\      beq r3, r0, next\n\
\      addi r7, r0, 1\n\
\      sb r7, 0(r6)\n\
\      add r6, r6, r1\n\
\      j inner\n\
\next:\n\
\      addi r1, r1, 1\n\
\      j outer\n\
\done:\n\
\      halt\n"

val fib = "\
\      addi r1, r0, 0\n\
\      addi r2, r0, 1\n\
\      addi r3, r0, 40\n\
\      addi r10, r0, 4096\n\
\loop:\n\
\      beq r3, r0, end\n\
\      add r4, r1, r2\n\
\      add r1, r0, r2\n\
\      add r2, r0, r4\n\
\      sw r1, 0(r10)\n\
\      addi r10, r10, 4\n\
\      addi r3, r3, -1\n\
\      j loop\n\
\end:\n\
\      jal sub\n\
\      halt\n\
\sub:\n\
\      lui r20, 4660\n\
\      ori r20, r20, 22136\n\
\      addi r21, r0, 4\n\
\      srl r22, r20, r21\n\
\      sra r23, r20, r21\n\
\      sub r24, r0, r20\n\
\      sra r25, r24, r21\n\
\      mul r26, r20, r20\n\
\      xor r27, r26, r20\n\
\      slti r28, r24, 0\n\
\      jr r31\n"

fun show (name, src) =
  let
    val prog = assemble src
    val m = newMachine ()
    val () = run (m, prog, 1000000)
    val regs = #regs m
    val nz = List.filter (fn (_, v) => v <> 0w0) (List.tabulate (32, fn i => (i, Array.sub (regs, i))))
    val memsum = Word8Array.foldli (fn (i, b, s) => s + W.fromInt (i mod 251) * W.fromInt (Word8.toInt b)) 0w0 (#mem m)
  in
    print (name ^ ": " ^ Int.toString (Vector.length prog) ^ " instrs, " ^ Int.toString (!(#retired m)) ^ " retired, "
           ^ Int.toString (!(#cycles m)) ^ " cycles, CPI " ^ Real.fmt (StringCvt.FIX (SOME 3)) (real (!(#cycles m)) / real (!(#retired m))) ^ "\n");
    List.app (fn (i, v) => print ("  r" ^ Int.toString i ^ " = " ^ W.fmt StringCvt.HEX v ^ " (" ^ Int.toString (W.toIntX v) ^ ")\n")) nz;
    print ("  mem checksum " ^ W.toString memsum ^ "\n")
  end

val () = show ("sieve", sieve)
val () = show ("fib", fib)
val () = print (String.concatWith " " (map (fn w => W.toString w) (Vector.foldr op:: [] (assemble "add r1, r2, r3\naddi r1, r2, -5\nj 7\nhalt\n"))) ^ "\n")
val () = (ignore (assemble "frob r1\n"); ()) handle Fail m => print ("error: " ^ m ^ "\n")
