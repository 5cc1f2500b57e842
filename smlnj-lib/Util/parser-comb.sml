(* parser-comb.sml: ParserComb (PARSER_COMB).  Streams are values, so
 * backtracking (`or`, `option`, the end of a repetition) is just reusing
 * the stream a parser was given. *)

structure ParserComb :> PARSER_COMB =
  struct
    type ('a, 'strm) parser = (char, 'strm) StringCvt.reader -> ('a, 'strm) StringCvt.reader

    fun result v _ strm = SOME (v, strm)

    fun failure _ _ = NONE

    fun wrap (p, f) getc strm =
          case p getc strm of
            SOME (v, strm') => SOME (f v, strm')
          | NONE => NONE

    fun bind (p, f) getc strm =
          case p getc strm of
            SOME (v, strm') => f v getc strm'
          | NONE => NONE

    fun seqWith f (p1, p2) = bind (p1, fn a => wrap (p2, fn b => f (a, b)))

    fun seq (p1, p2) = seqWith (fn pair => pair) (p1, p2)

    fun eatChar pred getc strm =
          case getc strm of
            res as SOME (c, _) => if pred c then res else NONE
          | NONE => NONE

    fun char c = eatChar (fn c' => c' = c)

    fun string s getc strm =
          let
            val n = size s
            fun loop (i, strm) =
                  if i >= n then SOME (s, strm)
                  else
                    case getc strm of
                      SOME (c, strm') => if c = String.sub (s, i) then loop (i + 1, strm') else NONE
                    | NONE => NONE
          in
            loop (0, strm)
          end

    fun skipBefore pred p getc strm =
          let
            fun skip strm =
                  case getc strm of
                    SOME (c, strm') => if pred c then skip strm' else strm
                  | NONE => strm
          in
            p getc (skip strm)
          end

    fun or (p1, p2) getc strm =
          case p1 getc strm of
            NONE => p2 getc strm
          | res => res

    fun or' ps getc strm =
          let
            fun try [] = NONE
              | try (p :: more) = (case p getc strm of NONE => try more | res => res)
          in
            try ps
          end

    fun zeroOrMore p getc strm =
          let
            fun loop (acc, strm) =
                  case p getc strm of
                    SOME (v, strm') => loop (v :: acc, strm')
                  | NONE => SOME (List.rev acc, strm)
          in
            loop ([], strm)
          end

    fun oneOrMore p = seqWith (op ::) (p, zeroOrMore p)

    fun option p getc strm =
          case p getc strm of
            SOME (v, strm') => SOME (SOME v, strm')
          | NONE => SOME (NONE, strm)

    fun join p getc strm =
          case p getc strm of
            SOME (SOME v, strm') => SOME (v, strm')
          | _ => NONE

    fun token pred getc strm =
          let
            fun loop (acc, strm) =
                  case getc strm of
                    SOME (c, strm') => if pred c then loop (c :: acc, strm') else (acc, strm)
                  | NONE => (acc, strm)
          in
            case loop ([], strm) of
              ([], _) => NONE
            | (cs, strm') => SOME (String.implode (List.rev cs), strm')
          end
  end
