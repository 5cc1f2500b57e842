(* parser-comb-sig.sml: PARSER_COMB, parser combinators over the Basis
 * readers of characters (ParserComb).  A parser takes a character reader
 * and gives a reader of its results: it is applied to getc and then to a
 * stream, and returns SOME (value, rest) or NONE (no input is consumed
 * then: the caller still holds the stream it passed). *)

signature PARSER_COMB =
  sig
    type ('a, 'strm) parser = (char, 'strm) StringCvt.reader -> ('a, 'strm) StringCvt.reader

    (* succeeds with the value, reading nothing *)
    val result : 'a -> ('a, 'strm) parser
    val failure : ('a, 'strm) parser
    val wrap : ('a, 'strm) parser * ('a -> 'b) -> ('b, 'strm) parser
    val seq : ('a, 'strm) parser * ('b, 'strm) parser -> ('a * 'b, 'strm) parser
    val seqWith : ('a * 'b -> 'c) -> ('a, 'strm) parser * ('b, 'strm) parser -> ('c, 'strm) parser
    val bind : ('a, 'strm) parser * ('a -> ('b, 'strm) parser) -> ('b, 'strm) parser
    (* one character that satisfies the predicate *)
    val eatChar : (char -> bool) -> (char, 'strm) parser
    val char : char -> (char, 'strm) parser
    val string : string -> (string, 'strm) parser
    (* skips the characters that satisfy the predicate, then parses *)
    val skipBefore : (char -> bool) -> ('a, 'strm) parser -> ('a, 'strm) parser
    (* the first parser, or the second where the first fails *)
    val or : ('a, 'strm) parser * ('a, 'strm) parser -> ('a, 'strm) parser
    val or' : ('a, 'strm) parser list -> ('a, 'strm) parser
    (* as many as parse (greedy) *)
    val zeroOrMore : ('a, 'strm) parser -> ('a list, 'strm) parser
    val oneOrMore : ('a, 'strm) parser -> ('a list, 'strm) parser
    val option : ('a, 'strm) parser -> ('a option, 'strm) parser
    (* fails where the parser gives NONE *)
    val join : ('a option, 'strm) parser -> ('a, 'strm) parser
    (* the longest nonempty run of characters that satisfy the predicate *)
    val token : (char -> bool) -> (string, 'strm) parser
  end
