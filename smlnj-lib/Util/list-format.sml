(* list-format.sml: ListFormat, LIST_FORMAT. *)

structure ListFormat :> LIST_FORMAT =
  struct
    fun fmt {init, sep, final, fmt = f} l = String.concat [init, String.concatWith sep (List.map f l), final]

    fun listToString f = fmt {init = "[", sep = ",", final = "]", fmt = f}

    fun scan {init, sep, final, scan = scanItem} getc strm =
          let
            val skipWS = StringCvt.skipWS getc
            (* the stream after the characters of s, if it starts with them *)
            fun match s strm =
                  let
                    fun go (i, strm) =
                          if i = size s then SOME strm
                          else case getc strm
                                of SOME (c, rest) => if c = String.sub (s, i) then go (i + 1, rest) else NONE
                                 | NONE => NONE
                  in
                    go (0, strm)
                  end
            fun items (acc, strm) =
                  case scanItem getc (skipWS strm)
                   of NONE => NONE
                    | SOME (x, strm) =>
                        let val strm = skipWS strm
                        in
                          case match final strm
                           of SOME rest => SOME (rev (x :: acc), rest)
                            | NONE => (case match sep strm of SOME rest => items (x :: acc, rest) | NONE => NONE)
                        end
          in
            case match init (skipWS strm)
             of NONE => NONE
              | SOME strm =>
                  (case match final (skipWS strm)
                    of SOME rest => SOME ([], rest)
                     | NONE => items ([], strm))
          end
  end
