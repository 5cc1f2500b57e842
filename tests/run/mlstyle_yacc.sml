(* checks an ML-Yacc-shaped structure web: signatures with nested structures, structure sharing (sharing A.B = C.B) and type sharing across functor arguments, a table-driven shift-reduce parser for arithmetic, and a lexer functor over a user-declarations structure *)
signature LR_TABLE =
sig
  datatype term = T of int
  datatype nonterm = NT of int
  datatype action = SHIFT of int | REDUCE of int | ACCEPT | ERROR
  type table
  val action : table -> int * term -> action
  val goto : table -> int * nonterm -> int
  val mkTable : {actions : (int * (term * action) list) list, gotos : (int * (nonterm * int) list) list} -> table
end

signature TOKEN =
sig
  structure LrTable : LR_TABLE
  datatype ('a, 'b) token = TOKEN of LrTable.term * ('a * 'b * 'b)
  val sameToken : ('a, 'b) token * ('a, 'b) token -> bool
end

signature PARSER_DATA =
sig
  type pos
  type svalue
  type result
  structure LrTable : LR_TABLE
  structure Token : TOKEN
  sharing Token.LrTable = LrTable
  val table : LrTable.table
  (* rule number -> (nonterminal, number of symbols, semantic action) *)
  val rules : int -> LrTable.nonterm * int * (svalue list -> svalue)
  val extract : svalue -> result
end

signature LEXER =
sig
  structure UserDeclarations :
  sig
    type ('a, 'b) token
    type pos
    type svalue
  end
  val makeLexer : string -> unit -> (UserDeclarations.svalue, UserDeclarations.pos) UserDeclarations.token
end

signature LR_PARSER =
sig
  structure LrTable : LR_TABLE
  structure Token : TOKEN
  sharing LrTable = Token.LrTable
  exception ParseError of string
  val parse : {table : LrTable.table,
               lexer : unit -> ('a, 'b) Token.token,
               rules : int -> LrTable.nonterm * int * ('a list -> 'a)} -> 'a
end

structure LrTable : LR_TABLE =
struct
  datatype term = T of int
  datatype nonterm = NT of int
  datatype action = SHIFT of int | REDUCE of int | ACCEPT | ERROR
  type table = {actions : (term * action) list Array.array, gotos : (nonterm * int) list Array.array}
  fun mkTable {actions, gotos} =
    let val n = 1 + List.foldl (fn ((s, _), m) => Int.max (s, m)) 0 (actions @ map (fn (s, _) => (s, [])) gotos)
        val a = Array.array (n, []) and g = Array.array (n, [])
    in List.app (fn (s, l) => Array.update (a, s, l)) actions;
       List.app (fn (s, l) => Array.update (g, s, l)) gotos;
       {actions = a, gotos = g}
    end
  fun action ({actions, ...} : table) (s, t) =
    case List.find (fn (t', _) => t' = t) (Array.sub (actions, s)) of SOME (_, a) => a | NONE => ERROR
  fun goto ({gotos, ...} : table) (s, n) =
    case List.find (fn (n', _) => n' = n) (Array.sub (gotos, s)) of SOME (_, s') => s' | NONE => raise Fail "goto"
end

functor TokenFun (structure LrTable : LR_TABLE) : TOKEN =
struct
  structure LrTable = LrTable
  datatype ('a, 'b) token = TOKEN of LrTable.term * ('a * 'b * 'b)
  fun sameToken (TOKEN (t, _), TOKEN (t', _)) = t = t'
end

structure Token = TokenFun (structure LrTable = LrTable)

structure LrParser : LR_PARSER =
struct
  structure LrTable = LrTable
  structure Token = Token
  exception ParseError of string
  open LrTable
  fun parse {table, lexer, rules} =
    let
      fun loop (stack as (state, _) :: _, tok as Token.TOKEN (term, (v, _, _))) =
            (case LrTable.action table (state, term) of
               SHIFT s => loop ((s, SOME v) :: stack, lexer ())
             | REDUCE r =>
                 let val (nt, n, act) = rules r
                     val (popped, rest) = (List.take (stack, n), List.drop (stack, n))
                     val args = rev (List.mapPartial #2 popped)
                     val s' = LrTable.goto table (#1 (hd rest), nt)
                 in loop ((s', SOME (act args)) :: rest, tok) end
             | ACCEPT => (case stack of (_, SOME v) :: _ => v | _ => raise ParseError "empty accept")
             | ERROR => let val T t = term in raise ParseError ("unexpected token " ^ Int.toString t ^ " in state " ^ Int.toString state) end)
        | loop ([], _) = raise ParseError "empty stack"
    in loop ([(0, NONE)], lexer ()) end
end

functor JoinFun (structure ParserData : PARSER_DATA
                 structure Lex : LEXER
                 structure LrParser : LR_PARSER
                 sharing ParserData.LrTable = LrParser.LrTable
                 sharing ParserData.Token = LrParser.Token
                 sharing type Lex.UserDeclarations.svalue = ParserData.svalue
                 sharing type Lex.UserDeclarations.pos = ParserData.pos
                 sharing type Lex.UserDeclarations.token = ParserData.Token.token) =
struct
  exception ParseError = LrParser.ParseError
  fun parse s =
    ParserData.extract (LrParser.parse {table = ParserData.table, lexer = Lex.makeLexer s, rules = ParserData.rules})
end

(* grammar:  E -> E + T | T ;  T -> T * F | F ;  F -> num | ( E )
   terminals: 0 num, 1 +, 2 *, 3 (, 4 ), 5 EOF; nonterminals: 0 E, 1 T, 2 F *)
datatype calcValue = NUM of int | VOID

structure CalcData : PARSER_DATA =
struct
  type pos = int
  type svalue = calcValue
  type result = int
  structure LrTable = LrTable
  structure Token = Token
  open LrTable
  val num = T 0 and plus = T 1 and times = T 2 and lp = T 3 and rp = T 4 and eof = T 5
  val e = NT 0 and t = NT 1 and f = NT 2
  val table = mkTable
    {actions = [(0, [(num, SHIFT 5), (lp, SHIFT 4)]),
                (1, [(plus, SHIFT 6), (eof, ACCEPT)]),
                (2, [(plus, REDUCE 1), (times, SHIFT 7), (rp, REDUCE 1), (eof, REDUCE 1)]),
                (3, [(plus, REDUCE 3), (times, REDUCE 3), (rp, REDUCE 3), (eof, REDUCE 3)]),
                (4, [(num, SHIFT 5), (lp, SHIFT 4)]),
                (5, [(plus, REDUCE 4), (times, REDUCE 4), (rp, REDUCE 4), (eof, REDUCE 4)]),
                (6, [(num, SHIFT 5), (lp, SHIFT 4)]),
                (7, [(num, SHIFT 5), (lp, SHIFT 4)]),
                (8, [(plus, SHIFT 6), (rp, SHIFT 11)]),
                (9, [(plus, REDUCE 0), (times, SHIFT 7), (rp, REDUCE 0), (eof, REDUCE 0)]),
                (10, [(plus, REDUCE 2), (times, REDUCE 2), (rp, REDUCE 2), (eof, REDUCE 2)]),
                (11, [(plus, REDUCE 5), (times, REDUCE 5), (rp, REDUCE 5), (eof, REDUCE 5)])],
     gotos = [(0, [(e, 1), (t, 2), (f, 3)]), (4, [(e, 8), (t, 2), (f, 3)]),
              (6, [(t, 9), (f, 3)]), (7, [(f, 10)])]}
  fun binop oper [NUM a, _, NUM b] = NUM (oper (a, b)) | binop _ _ = VOID
  fun rules 0 = (e, 3, binop op+)
    | rules 1 = (e, 1, hd)
    | rules 2 = (t, 3, binop op* )
    | rules 3 = (t, 1, hd)
    | rules 4 = (f, 1, hd)
    | rules 5 = (f, 3, fn [_, v, _] => v | _ => VOID)
    | rules r = raise Fail ("rule " ^ Int.toString r)
  fun extract (NUM n) = n | extract VOID = raise Fail "void"
end

structure CalcLex : LEXER =
struct
  structure UserDeclarations =
  struct
    type ('a, 'b) token = ('a, 'b) Token.token
    type pos = CalcData.pos
    type svalue = CalcData.svalue
  end
  fun makeLexer s =
    let
      val pos = ref 0
      fun tok (n, v) = Token.TOKEN (LrTable.T n, (v, !pos, !pos))
      fun next () =
        if !pos >= size s then tok (5, VOID)
        else
          let val c = String.sub (s, !pos)
          in if Char.isSpace c then (pos := !pos + 1; next ())
             else if Char.isDigit c then
               let val start = !pos
                   fun digits () = if !pos < size s andalso Char.isDigit (String.sub (s, !pos)) then (pos := !pos + 1; digits ()) else ()
                   val () = digits ()
               in tok (0, NUM (valOf (Int.fromString (String.substring (s, start, !pos - start))))) end
             else (pos := !pos + 1;
                   case c of #"+" => tok (1, VOID) | #"*" => tok (2, VOID)
                           | #"(" => tok (3, VOID) | #")" => tok (4, VOID)
                           | _ => raise Fail ("bad char " ^ String.str c))
          end
    in next end
end

structure Calc = JoinFun (structure ParserData = CalcData structure Lex = CalcLex structure LrParser = LrParser)

val _ = List.app (fn s =>
          print (s ^ " = " ^ (Int.toString (Calc.parse s) handle Calc.ParseError m => "parse error: " ^ m | Fail m => "fail: " ^ m) ^ "\n"))
        ["1 + 2 * 3", "(1 + 2) * 3", "2 * (3 + 4) * 5 + 6", "((42))", "1 + * 2", "1 + 2)", "7 $ 8", "10 * 10 * 10 + 1"]
