(* getopt-sig.sml: GET_OPT, command-line option parsing in the style of
 * GNU getopt (GetOpt): short options `-v`, `-n NAME`, `-nNAME`, grouped
 * `-vn NAME`; long options `--verbose`, `--name NAME`, `--name=NAME`, which
 * may be shortened to any unambiguous prefix; `--` ends the options. *)

signature GET_OPT =
  sig
    (* what to do with the first non-option argument: go on looking for
     * options after it, stop there, or turn it into a value too *)
    datatype 'a arg_order
      = Permute
      | RequireOrder
      | ReturnInOrder of string -> 'a

    (* whether an option takes an argument; the string names it in the
     * usage text *)
    datatype 'a arg_descr
      = NoArg of unit -> 'a
      | ReqArg of (string -> 'a) * string
      | OptArg of (string option -> 'a) * string

    (* short: the option's letters; long: its long names *)
    type 'a opt_descr = {short : string, long : string list, desc : 'a arg_descr, help : string}

    (* the header, then one line per option (and per further line of its
     * help): its short forms, its long forms and its help, in columns *)
    val usageInfo : {header : string, options : 'a opt_descr list} -> string

    (* the values of the options and the non-option arguments, each in the
     * order of the command line; an argument that holds an error (unknown
     * or ambiguous option, missing or unexpected option argument) is
     * reported to errFn and counts as a non-option argument *)
    val getOpt : {argOrder : 'a arg_order, options : 'a opt_descr list, errFn : string -> unit}
                 -> string list -> 'a list * string list
  end
