(* format-comb-sig.sml: FORMAT_COMB, type-safe formatting by composing
 * fragments (FormatComb), e.g.
 *
 *   format (text "x=" o int o text ", y=" o real) 42 3.5 = "x=42, y=3.5"
 *
 * A fragment adds text to the output; an element is a fragment that takes
 * one more argument (an int, a list...) and a glue one that takes none.
 * Fragments compose with `o`, left to right in the output; the arguments
 * come in the same order. *)

signature FORMAT_COMB =
  sig
    type 'a format
    type ('a, 'b) fragment = 'a format -> 'b format
    type 'a glue = ('a, 'a) fragment
    type ('a, 'b) element = ('a, 'b -> 'a) fragment
    (* what seq's fold threads through the elements *)
    type 'a gg

    (* the output as one string *)
    val format : (string, 'a) fragment -> 'a
    (* the output as the list of the pieces the fragments produced *)
    val format' : (string list -> 'a) -> ('a, 'b) fragment -> 'b

    (* an element printed by the function *)
    val using : ('b -> string) -> ('a, 'b) element

    (* Int.toString, Real.toString, Bool.toString *)
    val int : ('a, int) element
    val real : ('a, real) element
    val bool : ('a, bool) element
    (* the string itself, or String.toString of it *)
    val string : ('a, string) element
    val string' : ('a, string) element
    (* the character itself, or Char.toString of it *)
    val char : ('a, char) element
    val char' : ('a, char) element
    val int' : StringCvt.radix -> ('a, int) element
    val real' : StringCvt.realfmt -> ('a, real) element

    (* "[x1, x2, ...]" *)
    val list : ('a, 'b) element -> ('a, 'b list) element
    (* "SOME(x)" or "NONE" *)
    val option : ('a, 'b) element -> ('a, 'b option) element
    (* seq fold sep elem: the elements of a collection that fold walks
     * (List.foldr: in order), separated by sep *)
    val seq : (('a * 'b gg -> 'b gg) -> 'b gg -> 'c -> 'b gg) -> 'b glue -> ('b, 'a) element -> ('b, 'c) element

    (* an element with its argument given *)
    val glue : ('b, 'a) element -> 'a -> 'b glue
    (* an element made of the glue its argument gives *)
    val elem : ('b -> 'a glue) -> ('a, 'b) element

    val nothing : 'a glue
    val text : string -> 'a glue
    (* n spaces (none if n <= 0) *)
    val sp : int -> 'a glue
    val nl : 'a glue
    val tab : 'a glue
    val listg : ('a -> 'b glue) -> 'a list -> 'b glue
    val optiong : ('a -> 'b glue) -> 'a option -> 'b glue
    val seqg : (('a * 'c gg -> 'c gg) -> 'c gg -> 'b -> 'c gg) -> 'c glue -> ('a -> 'c glue) -> 'b -> 'c glue

    (* where padding goes, or which end trimming keeps: `left` pads on the
     * left (right-justifies) and trims the left end, `right` the opposite;
     * `center` splits them, the odd one on the right *)
    type place
    val left : place
    val center : place
    val right : place
    (* pad p n f: f's output padded with spaces to at least n characters *)
    val pad : place -> int -> ('a, 'b) fragment -> ('a, 'b) fragment
    (* trim p n f: f's output cut to at most n characters; Subscript if
     * n < 0 *)
    val trim : place -> int -> ('a, 'b) fragment -> ('a, 'b) fragment
    (* exactly n characters: trim if longer, pad if shorter *)
    val fit : place -> int -> ('a, 'b) fragment -> ('a, 'b) fragment
    (* pad left, pad right *)
    val padl : int -> ('a, 'b) fragment -> ('a, 'b) fragment
    val padr : int -> ('a, 'b) fragment -> ('a, 'b) fragment
  end
