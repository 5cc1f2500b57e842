(* checks a DLX-style CPU simulator: Word32/Word8 bit operations, Word8Array memory, records with many fields, exceptions for traps, large datatypes *)
structure Dlx =
struct
  datatype reg = R of int
  datatype instr =
      ADD of reg * reg * reg | SUB of reg * reg * reg | AND of reg * reg * reg
    | OR of reg * reg * reg | XOR of reg * reg * reg | SLL of reg * reg * reg
    | SRL of reg * reg * reg | SRA of reg * reg * reg | SLT of reg * reg * reg
    | ADDI of reg * reg * Word32.word | ANDI of reg * reg * Word32.word
    | ORI of reg * reg * Word32.word | LHI of reg * Word32.word
    | LW of reg * reg * int | SW of reg * reg * int
    | LB of reg * reg * int | SB of reg * reg * int
    | BEQZ of reg * int | BNEZ of reg * int | J of int | JAL of int | JR of reg
    | MULT of reg * reg * reg | DIV of reg * reg * reg
    | TRAP of int | NOP | HALT

  exception Trap of string
  exception Halted

  type machine =
    { regs : Word32.word array, mem : Word8Array.array, pc : int ref,
      cycles : int ref, loads : int ref, stores : int ref, branches : int ref,
      taken : int ref, output : string list ref }

  fun newMachine memSize : machine =
    { regs = Array.array (32, 0w0), mem = Word8Array.array (memSize, 0w0),
      pc = ref 0, cycles = ref 0, loads = ref 0, stores = ref 0,
      branches = ref 0, taken = ref 0, output = ref [] }

  fun get ({regs, ...} : machine) (R 0) = 0w0
    | get {regs, ...} (R n) = Array.sub (regs, n)
  fun set ({regs, ...} : machine) (R 0) _ = ()
    | set {regs, ...} (R n) v = Array.update (regs, n, v)

  fun toSigned (w : Word32.word) = Word32.toIntX w
  fun fromSigned (i : int) = Word32.fromInt i

  fun checkAddr ({mem, ...} : machine) a n =
    if a < 0 orelse a + n > Word8Array.length mem
    then raise Trap ("bad address " ^ Int.toString a) else ()

  fun loadWord (m as {mem, ...} : machine) a =
    (checkAddr m a 4;
     if a mod 4 <> 0 then raise Trap "unaligned load" else ();
     List.foldl (fn (i, acc) =>
                   Word32.orb (Word32.<< (acc, 0w8),
                               Word32.fromLarge (Word8.toLarge (Word8Array.sub (mem, a + i)))))
                0w0 [0, 1, 2, 3])

  fun storeWord (m as {mem, ...} : machine) a (w : Word32.word) =
    (checkAddr m a 4;
     List.app (fn i =>
                 Word8Array.update (mem, a + i,
                   Word8.fromLarge (Word32.toLarge (Word32.>> (w, Word.fromInt (8 * (3 - i)))))))
              [0, 1, 2, 3])

  fun alu f (m, d, a, b) = set m d (f (get m a, get m b))

  fun shiftAmount w = Word.fromLarge (Word32.toLarge (Word32.andb (w, 0w31)))

  fun step (m as {pc, cycles, loads, stores, branches, taken, output, ...} : machine)
           (prog : instr vector) =
    let
      val i = !pc
      val _ = if i < 0 orelse i >= Vector.length prog then raise Trap "pc out of range" else ()
      val ins = Vector.sub (prog, i)
      fun next () = pc := i + 1
      fun branch cond off =
        (branches := !branches + 1;
         if cond then (taken := !taken + 1; pc := i + 1 + off) else next ())
    in
      cycles := !cycles + 1;
      case ins of
        ADD x => (alu Word32.+ (m, #1 x, #2 x, #3 x); next ())
      | SUB x => (alu Word32.- (m, #1 x, #2 x, #3 x); next ())
      | AND x => (alu Word32.andb (m, #1 x, #2 x, #3 x); next ())
      | OR x => (alu Word32.orb (m, #1 x, #2 x, #3 x); next ())
      | XOR x => (alu Word32.xorb (m, #1 x, #2 x, #3 x); next ())
      | SLL x => (alu (fn (a, b) => Word32.<< (a, shiftAmount b)) (m, #1 x, #2 x, #3 x); next ())
      | SRL x => (alu (fn (a, b) => Word32.>> (a, shiftAmount b)) (m, #1 x, #2 x, #3 x); next ())
      | SRA x => (alu (fn (a, b) => Word32.~>> (a, shiftAmount b)) (m, #1 x, #2 x, #3 x); next ())
      | SLT x => (alu (fn (a, b) => if toSigned a < toSigned b then 0w1 else 0w0) (m, #1 x, #2 x, #3 x); next ())
      | MULT x => (alu (fn (a, b) => fromSigned (toSigned a * toSigned b)) (m, #1 x, #2 x, #3 x); next ())
      | DIV x => (alu (fn (a, b) => fromSigned (Int.quot (toSigned a, toSigned b))
                                    handle Div => raise Trap "division by zero")
                      (m, #1 x, #2 x, #3 x); next ())
      | ADDI (d, s, k) => (set m d (Word32.+ (get m s, k)); next ())
      | ANDI (d, s, k) => (set m d (Word32.andb (get m s, k)); next ())
      | ORI (d, s, k) => (set m d (Word32.orb (get m s, k)); next ())
      | LHI (d, k) => (set m d (Word32.<< (k, 0w16)); next ())
      | LW (d, s, off) => (loads := !loads + 1; set m d (loadWord m (toSigned (get m s) + off)); next ())
      | SW (s, b, off) => (stores := !stores + 1; storeWord m (toSigned (get m b) + off) (get m s); next ())
      | LB (d, s, off) =>
          let val a = toSigned (get m s) + off
          in checkAddr m a 1; loads := !loads + 1;
             set m d (Word32.fromLarge (Word8.toLargeX (Word8Array.sub (#mem m, a)))); next ()
          end
      | SB (s, b, off) =>
          let val a = toSigned (get m b) + off
          in checkAddr m a 1; stores := !stores + 1;
             Word8Array.update (#mem m, a, Word8.fromLarge (Word32.toLarge (get m s))); next ()
          end
      | BEQZ (r, off) => branch (get m r = 0w0) off
      | BNEZ (r, off) => branch (get m r <> 0w0) off
      | J off => (pc := i + 1 + off)
      | JAL off => (set m (R 31) (fromSigned (i + 1)); pc := i + 1 + off)
      | JR r => pc := toSigned (get m r)
      | TRAP 1 => (output := Int.toString (toSigned (get m (R 1))) :: !output; next ())
      | TRAP 2 => (output := String.str (Char.chr (toSigned (get m (R 1)))) :: !output; next ())
      | TRAP n => raise Trap ("unknown trap " ^ Int.toString n)
      | NOP => next ()
      | HALT => raise Halted
    end

  fun run (m : machine) prog limit =
    let fun loop () =
          if !(#cycles m) >= limit then raise Trap "cycle limit" else (step m prog; loop ())
    in loop () handle Halted => () end

  fun report (name, m : machine) =
    (print (name ^ ": " ^ String.concat (rev (!(#output m))) ^ "\n");
     print ("  cycles=" ^ Int.toString (!(#cycles m)) ^ " loads=" ^ Int.toString (!(#loads m))
            ^ " stores=" ^ Int.toString (!(#stores m)) ^ " branches=" ^ Int.toString (!(#branches m))
            ^ " taken=" ^ Int.toString (!(#taken m)) ^ "\n"))
end

open Dlx
val r0 = R 0 val r1 = R 1 val r2 = R 2 val r3 = R 3 val r4 = R 4 val r5 = R 5 val r6 = R 6

(* sum of 1..100 *)
val sumProg = Vector.fromList
  [ ADDI (r2, r0, 0w100), ADDI (r1, r0, 0w0),
    ADD (r1, r1, r2), ADDI (r2, r2, 0wxFFFFFFFF), BNEZ (r2, ~3),
    TRAP 1, HALT ]

(* fill memory with squares, then sum them back with loads *)
val memProg = Vector.fromList
  [ ADDI (r2, r0, 0w0), ADDI (r3, r0, 0w20),           (* i = 0, n = 20 *)
    MULT (r4, r2, r2), SLL (r5, r2, R 7), SW (r4, r5, 0), (* mem[4i] = i*i *)
    ADDI (r2, r2, 0w1), SUB (r6, r2, r3), BNEZ (r6, ~6),
    ADDI (r2, r0, 0w0), ADDI (r1, r0, 0w0),
    SLL (r5, r2, R 7), LW (r4, r5, 0), ADD (r1, r1, r4),
    ADDI (r2, r2, 0w1), SUB (r6, r2, r3), BNEZ (r6, ~6),
    TRAP 1, HALT ]

(* print "Hi!" via byte stores and loads, signed byte load *)
val byteProg = Vector.fromList
  [ ADDI (r1, r0, 0w72), SB (r1, r0, 100), ADDI (r1, r0, 0w105), SB (r1, r0, 101),
    ADDI (r1, r0, 0w33), SB (r1, r0, 102),
    LB (r1, r0, 100), TRAP 2, LB (r1, r0, 101), TRAP 2, LB (r1, r0, 102), TRAP 2,
    ADDI (r1, r0, 0w200), SB (r1, r0, 103), LB (r1, r0, 103), TRAP 1,
    LHI (r2, 0wx8000), ADDI (r3, r0, 0w4), SRA (r1, r2, r3), TRAP 1,
    SRL (r1, r2, r3), TRAP 1, SLT (r1, r2, r0), TRAP 1,
    HALT ]

(* recursive factorial via JAL/JR with a stack in memory; r30 = sp *)
val factProg = Vector.fromList
  [ ADDI (R 30, r0, 0w1000), ADDI (r2, r0, 0w10), JAL 2, TRAP 1, HALT,
    (* fact: r2 = n, result in r1 *)
    BNEZ (r2, 2), ADDI (r1, r0, 0w1), JR (R 31),
    ADDI (R 30, R 30, 0wxFFFFFFF8), SW (R 31, R 30, 0), SW (r2, R 30, 4),
    ADDI (r2, r2, 0wxFFFFFFFF), JAL ~8,
    LW (r2, R 30, 4), LW (R 31, R 30, 0), ADDI (R 30, R 30, 0w8),
    MULT (r1, r1, r2), JR (R 31) ]

val trapProgs =
  [ ("divzero", Vector.fromList [ADDI (r1, r0, 0w5), DIV (r1, r1, r0), HALT]),
    ("badaddr", Vector.fromList [LW (r1, r0, 4096), HALT]),
    ("unaligned", Vector.fromList [LW (r1, r0, 2), HALT]),
    ("loop", Vector.fromList [J ~1]),
    ("falloff", Vector.fromList [NOP]) ]

fun go (name, prog) =
  let val m = newMachine 2048
  in set m (R 7) 0w2;
     (run m prog 100000; report (name, m))
     handle Trap s => print (name ^ ": trap: " ^ s ^ " at pc " ^ Int.toString (!(#pc m)) ^ "\n")
  end

val _ = List.app go [("sum", sumProg), ("mem", memProg), ("bytes", byteProg), ("fact", factProg)]
val _ = List.app go trapProgs
