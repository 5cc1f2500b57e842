(* list-format-sig.sml: LIST_FORMAT, formatting and scanning lists with
 * given opening, separating and closing strings (ListFormat). *)

signature LIST_FORMAT =
  sig
    (* init ^ the elements through fmt separated by sep ^ final *)
    val fmt : {init : string, sep : string, final : string, fmt : 'a -> string} -> 'a list -> string
    (* fmt with "[", "," and "]" *)
    val listToString : ('a -> string) -> 'a list -> string
    (* reads init, elements separated by sep, and final; white space may
     * come before each of them *)
    val scan : {init : string, sep : string, final : string,
                scan : (char, 'b) StringCvt.reader -> ('a, 'b) StringCvt.reader}
               -> (char, 'b) StringCvt.reader -> ('a list, 'b) StringCvt.reader
  end
