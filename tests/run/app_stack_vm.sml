(* Realistic program: an assembler and virtual machine.  Assembly text with
   labels, comments and decimal/hex operands is assembled in two passes
   (label table, then encoding into a Vector of instructions) with error
   messages carrying line numbers; the VM runs 32-bit wrapping arithmetic
   on Word32 values with an operand stack, a call stack, and a data memory
   Array, traps (stack underflow, bad address, division by zero, step
   limit) are exceptions, and output is collected in a buffer. *)

datatype instr =
    Push of Word32.word | Pop | Dup | Swap | Over
  | Add | Sub | Mul | Div | Mod | And | Or | Xor | Shl | Shr
  | Load | Store | Jmp of int | Jz of int | Jnz of int | Call of int | Ret
  | Lt | Eq | Print | PrintChar | Halt

exception AsmError of int * string
exception Trap of string

fun parseNum s =
  if String.isPrefix "0x" s then StringCvt.scanString (Word32.scan StringCvt.HEX) (String.extract (s, 2, NONE))
  else if String.isPrefix "-" s andalso size s > 1 andalso CharVector.all Char.isDigit (String.extract (s, 1, NONE)) then Option.map (fn n => Word32.fromInt (~n)) (Int.fromString (String.extract (s, 1, NONE)))
  else if String.isPrefix "'" s andalso size s = 3 then SOME (Word32.fromInt (Char.ord (String.sub (s, 1))))
  else if s <> "" andalso CharVector.all Char.isDigit s then Option.map Word32.fromInt (Int.fromString s)
  else NONE

fun assemble (src : string) : instr vector =
  let
    val lines = ListPair.zip (List.tabulate (length (String.fields (fn c => c = #"\n") src), fn i => i + 1),
                              String.fields (fn c => c = #"\n") src)
    fun strip l = case String.fields (fn c => c = #";") l of s :: _ => s | [] => ""
    (* pass 1: labels and instruction words *)
    fun pass1 ([], _, labels, acc) = (labels, rev acc)
      | pass1 ((no, l) :: rest, pc, labels, acc) =
          case String.tokens Char.isSpace (strip l) of
            [] => pass1 (rest, pc, labels, acc)
          | first :: more =>
              if String.isSuffix ":" first then
                let val name = String.substring (first, 0, size first - 1) in
                  if List.exists (fn (n, _) => n = name) labels then raise AsmError (no, "duplicate label " ^ name)
                  else pass1 ((no, String.concatWith " " more) :: rest, pc, (name, pc) :: labels, acc)
                end
              else pass1 (rest, pc + 1, labels, (no, String.map Char.toLower first, more) :: acc)
    val (labels, words) = pass1 (lines, 0, [], [])
    fun target (no, name) =
      case List.find (fn (n, _) => n = name) labels of
        SOME (_, pc) => pc
      | NONE => raise AsmError (no, "unknown label " ^ name)
    fun encode (no, mn, args) =
      case (mn, args) of
        ("push", [a]) => (case parseNum a of SOME w => Push w | NONE => raise AsmError (no, "bad number " ^ a))
      | ("jmp", [l]) => Jmp (target (no, l))
      | ("jz", [l]) => Jz (target (no, l))
      | ("jnz", [l]) => Jnz (target (no, l))
      | ("call", [l]) => Call (target (no, l))
      | (_, []) =>
          (case List.find (fn (n, _) => n = mn)
                  [("pop", Pop), ("dup", Dup), ("swap", Swap), ("over", Over), ("add", Add), ("sub", Sub), ("mul", Mul),
                   ("div", Div), ("mod", Mod), ("and", And), ("or", Or), ("xor", Xor), ("shl", Shl), ("shr", Shr),
                   ("load", Load), ("store", Store), ("ret", Ret), ("lt", Lt), ("eq", Eq), ("print", Print),
                   ("printc", PrintChar), ("halt", Halt)] of
             SOME (_, i) => i
           | NONE => raise AsmError (no, "unknown instruction " ^ mn))
      | _ => raise AsmError (no, "wrong operands for " ^ mn)
  in
    Vector.fromList (map encode words)
  end

fun run (code : instr vector, maxSteps : int) =
  let
    val mem = Array.array (64, 0w0 : Word32.word)
    val out = ref []
    fun addr w = let val a = Word32.toInt w in if a < Array.length mem then a else raise Trap ("bad address " ^ Int.toString a) end
      handle Overflow => raise Trap "bad address"
    fun step (pc, stack, calls, n) =
      if n >= maxSteps then raise Trap "step limit"
      else if pc < 0 orelse pc >= Vector.length code then raise Trap ("pc out of range " ^ Int.toString pc)
      else
        let
          fun bin f = case stack of b :: a :: s => step (pc + 1, f (a, b) :: s, calls, n + 1)
                                  | _ => raise Trap ("stack underflow at " ^ Int.toString pc)
          fun bool b = if b then 0w1 else 0w0
        in
          case (Vector.sub (code, pc), stack) of
            (Push w, s) => step (pc + 1, w :: s, calls, n + 1)
          | (Pop, _ :: s) => step (pc + 1, s, calls, n + 1)
          | (Dup, a :: s) => step (pc + 1, a :: a :: s, calls, n + 1)
          | (Swap, a :: b :: s) => step (pc + 1, b :: a :: s, calls, n + 1)
          | (Over, a :: b :: s) => step (pc + 1, b :: a :: b :: s, calls, n + 1)
          | (Add, _) => bin Word32.+
          | (Sub, _) => bin Word32.-
          | (Mul, _) => bin Word32.*
          | (Div, _ :: 0w0 :: _) => raise Trap "division by zero"
          | (Div, 0w0 :: _) => raise Trap "division by zero"
          | (Div, _) => bin Word32.div
          | (Mod, 0w0 :: _) => raise Trap "division by zero"
          | (Mod, _) => bin Word32.mod
          | (And, _) => bin Word32.andb
          | (Or, _) => bin Word32.orb
          | (Xor, _) => bin Word32.xorb
          | (Shl, _) => bin (fn (a, b) => Word32.<< (a, Word.fromLarge (Word32.toLarge b)))
          | (Shr, _) => bin (fn (a, b) => Word32.>> (a, Word.fromLarge (Word32.toLarge b)))
          | (Lt, _) => bin (fn (a, b) => bool (Word32.< (a, b)))
          | (Eq, _) => bin (fn (a, b) => bool (a = b))
          | (Load, a :: s) => step (pc + 1, Array.sub (mem, addr a) :: s, calls, n + 1)
          | (Store, a :: v :: s) => (Array.update (mem, addr a, v); step (pc + 1, s, calls, n + 1))
          | (Jmp t, s) => step (t, s, calls, n + 1)
          | (Jz t, c :: s) => step (if c = 0w0 then t else pc + 1, s, calls, n + 1)
          | (Jnz t, c :: s) => step (if c <> 0w0 then t else pc + 1, s, calls, n + 1)
          | (Call t, s) => if length calls > 100 then raise Trap "call stack overflow" else step (t, s, pc + 1 :: calls, n + 1)
          | (Ret, s) => (case calls of r :: cs => step (r, s, cs, n + 1) | [] => raise Trap "return with empty call stack")
          | (Print, a :: s) => (out := Word32.fmt StringCvt.DEC a :: !out; step (pc + 1, s, calls, n + 1))
          | (PrintChar, a :: s) => (out := str (Char.chr (Word32.toInt a mod 256)) :: !out; step (pc + 1, s, calls, n + 1))
          | (Halt, s) => (s, n)
          | _ => raise Trap ("stack underflow at " ^ Int.toString pc)
        end
    val result = (SOME (step (0, [], [], 0)), NONE) handle Trap m => (NONE, SOME m)
  in
    (String.concat (rev (!out)), result)
  end

fun exec (name, src) =
  (print ("== " ^ name ^ "\n");
   let
     val code = assemble src
     val (out, result) = run (code, 20000)
   in
     print (Int.toString (Vector.length code) ^ " instructions\n");
     if out <> "" then print ("output: " ^ out ^ "\n") else ();
     case result of
       (SOME (stack, steps), _) => print ("halted after " ^ Int.toString steps ^ " steps, stack ["
                                          ^ String.concatWith " " (map (Word32.fmt StringCvt.HEX) stack) ^ "]\n")
     | (_, SOME m) => print ("trap: " ^ m ^ "\n")
     | _ => ()
   end
   handle AsmError (line, m) => print ("assembly error, line " ^ Int.toString line ^ ": " ^ m ^ "\n"))

val factorial =
  "; iterative factorial of 12, result printed\n\
  \        push 1\n        push 0\n        store        ; mem[0] = acc = 1\n\
  \        push 12\n        push 1\n        store        ; mem[1] = n = 12\n\
  \loop:   push 1\n        load\n        jz done\n\
  \        push 0\n        load\n        push 1\n        load\n        mul\n        push 0\n        store\n\
  \        push 1\n        load\n        push 1\n        sub\n        push 1\n        store\n        jmp loop\n\
  \done:   push 0\n        load\n        print\n        halt\n"

val fib =
  "        push 0\n        push 1\n        push 15      ; counter\n\
  \again:  dup\n        jz finish\n        push 1\n        sub\n        push 2\n        store        ; save counter\n\
  \        swap\n        over\n        add          ; a b -> b a+b\n\
  \        dup\n        print\n        push 32\n        printc\n\
  \        push 2\n        load\n        jmp again\n\
  \finish: pop\n        halt\n"

val subroutine =
  "        push 7\n        call square\n        print\n        push 10\n        printc\n\
  \        push 0xFFFFFFFF\n        push 2\n        add          ; wraps to 1\n        print\n        halt\n\
  \square: dup\n        mul\n        ret\n"

val bits =
  "        push 0x12345678\n        dup\n        push 8\n        shl\n        swap\n        push 4\n        shr\n\
  \        xor\n        push 0xFF00FF00\n        and\n        push -1\n        push 3\n        lt\n        halt\n"

val programs =
  [("factorial", factorial), ("fibonacci", fib), ("subroutine", subroutine), ("bits", bits),
   ("divide by zero", "push 1\npush 0\ndiv\nhalt\n"),
   ("underflow", "push 1\nadd\nhalt\n"),
   ("infinite loop", "top: jmp top\n"),
   ("runaway recursion", "f: call f\n"),
   ("bad address", "push 5\npush 1000\nstore\nhalt\n"),
   ("falls off the end", "push 1\n"),
   ("unknown label", "jmp nowhere\n"),
   ("bad instruction", "push 1\nfrobnicate\n"),
   ("bad operand", "push 12abc\n"),
   ("duplicate label", "a: push 1\na: halt\n")]

val () = List.app exec programs
