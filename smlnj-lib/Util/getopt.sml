(* getopt.sml: GetOpt (GET_OPT).
 *
 * getOpt walks the arguments once, keeping the values and the non-option
 * arguments found so far in reverse.  A group of short options `-abc` is
 * handled one letter at a time: after a letter that takes no argument the
 * rest of the group is pushed back as the next argument `-bc`. *)

structure GetOpt :> GET_OPT =
  struct
    datatype 'a arg_order
      = Permute
      | RequireOrder
      | ReturnInOrder of string -> 'a

    datatype 'a arg_descr
      = NoArg of unit -> 'a
      | ReqArg of (string -> 'a) * string
      | OptArg of (string option -> 'a) * string

    type 'a opt_descr = {short : string, long : string list, desc : 'a arg_descr, help : string}

    fun shortForm desc c =
          case desc of
            NoArg _ => "-" ^ str c
          | ReqArg (_, name) => "-" ^ str c ^ " " ^ name
          | OptArg (_, name) => "-" ^ str c ^ "[" ^ name ^ "]"

    fun longForm desc l =
          case desc of
            NoArg _ => "--" ^ l
          | ReqArg (_, name) => "--" ^ l ^ "=" ^ name
          | OptArg (_, name) => "--" ^ l ^ "[=" ^ name ^ "]"

    (* (short forms, long forms, help line) for each line of the table *)
    fun rows ({short, long, desc, help} : 'a opt_descr) =
          let
            val shorts = String.concatWith ", " (List.map (shortForm desc) (String.explode short))
            val longs = String.concatWith ", " (List.map (longForm desc) long)
          in
            case String.fields (fn c => c = #"\n") help of
              first :: more => (shorts, longs, first) :: List.map (fn h => ("", "", h)) more
            | [] => [(shorts, longs, "")]
          end

    fun usageInfo {header, options} =
          let
            val table = List.concat (List.map rows options)
            fun width f = List.foldl (fn (row, w) => Int.max (size (f row), w)) 0 table
            val shortWidth = width #1
            val longWidth = width #2
            fun line (s, l, h) =
                  "  " ^ StringCvt.padRight #" " shortWidth s ^ "  " ^ StringCvt.padRight #" " longWidth l ^ "  " ^ h ^ "\n"
          in
            String.concat (header ^ "\n" :: List.map line table)
          end

    fun getOpt {argOrder, options : 'a opt_descr list, errFn} args =
          let
            fun finish (values, nonOpts, rest) = (List.rev values, List.rev nonOpts @ rest)

            fun ambiguous (optStr, matches) =
                  usageInfo {header = "option `" ^ optStr ^ "' is ambiguous; could be one of:", options = matches}

            (* the value of one option whose descriptor is desc, given its
             * attached argument (if any) and the arguments after it:
             * SOME (value, rest), or NONE after reporting an error *)
            fun apply (optStr, desc, attached, rest) =
                  case desc of
                    NoArg f =>
                      (case attached of
                         NONE => SOME (f (), rest)
                       | SOME _ => (errFn ("option `" ^ optStr ^ "' does not allow an argument"); NONE))
                  | ReqArg (f, name) =>
                      (case (attached, rest) of
                         (SOME a, _) => SOME (f a, rest)
                       | (NONE, a :: rest') => SOME (f a, rest')
                       | (NONE, []) => (errFn ("option `" ^ optStr ^ "' requires an argument " ^ name); NONE))
                  | OptArg (f, _) => SOME (f attached, rest)

            fun withMatches (optStr, matches, k) =
                  case matches of
                    [] => (errFn ("unrecognized option `" ^ optStr ^ "'"); NONE)
                  | [{desc, ...} : 'a opt_descr] => k desc
                  | _ => (errFn (ambiguous (optStr, matches)); NONE)

            (* an argument "--name" or "--name=value" *)
            fun longOpt (arg, rest) =
                  let
                    val body = String.extract (arg, 2, NONE)
                    val (name, attached) =
                          case CharVector.findi (fn (_, c) => c = #"=") body of
                            SOME (i, _) => (String.substring (body, 0, i), SOME (String.extract (body, i + 1, NONE)))
                          | NONE => (body, NONE)
                    val optStr = "--" ^ name
                    fun named p = List.filter (fn {long, ...} : 'a opt_descr => List.exists p long) options
                    val matches =
                          case named (fn l => l = name) of
                            [] => named (String.isPrefix name)
                          | exact => exact
                  in
                    withMatches (optStr, matches, fn desc => apply (optStr, desc, attached, rest))
                  end

            (* an argument "-c..." *)
            fun shortOpt (arg, rest) =
                  let
                    val c = String.sub (arg, 1)
                    val more = String.extract (arg, 2, NONE)
                    val optStr = "-" ^ str c
                    val matches = List.filter (fn {short, ...} : 'a opt_descr => CharVector.exists (fn c' => c' = c) short) options
                    fun take desc =
                          case (desc, more) of
                            (NoArg f, "") => SOME (f (), rest)
                          | (NoArg f, _) => SOME (f (), ("-" ^ more) :: rest)
                          | (_, "") => apply (optStr, desc, NONE, rest)
                          | _ => apply (optStr, desc, SOME more, rest)
                  in
                    withMatches (optStr, matches, take)
                  end

            fun loop (values, nonOpts, []) = finish (values, nonOpts, [])
              | loop (values, nonOpts, "--" :: rest) =
                  (case argOrder of
                     ReturnInOrder f => finish (List.revAppend (List.map f rest, values), nonOpts, [])
                   | _ => finish (values, nonOpts, rest))
              | loop (values, nonOpts, arg :: rest) =
                  let
                    fun option result =
                          case result of
                            SOME (v, rest') => loop (v :: values, nonOpts, rest')
                          | NONE => loop (values, arg :: nonOpts, rest)
                  in
                    if String.isPrefix "--" arg then option (longOpt (arg, rest))
                    else if size arg > 1 andalso String.sub (arg, 0) = #"-" then option (shortOpt (arg, rest))
                    else
                      case argOrder of
                        Permute => loop (values, arg :: nonOpts, rest)
                      | RequireOrder => finish (values, nonOpts, arg :: rest)
                      | ReturnInOrder f => loop (f arg :: values, nonOpts, rest)
                  end
          in
            loop ([], [], args)
          end
  end
