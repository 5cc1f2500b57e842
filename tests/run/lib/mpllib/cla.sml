(* Command-line options in mpllib's style: "-name value", "--flag". *)
structure CommandLineArgs =
struct
  fun die msg = (TextIO.output (TextIO.stdErr, msg ^ "\n"); OS.Process.exit OS.Process.failure)

  fun args () = CommandLine.arguments ()

  fun search key [] = NONE
    | search key [_] = NONE
    | search key (k :: v :: rest) = if k = key then SOME v else search key (v :: rest)

  fun positional () =
    let
      fun loop [] acc = List.rev acc
        | loop (x :: rest) acc =
            if String.isPrefix "--" x then loop rest acc
            else if String.isPrefix "-" x andalso String.size x > 1 then
              (case rest of [] => List.rev acc | _ :: rest' => loop rest' acc)
            else loop rest (x :: acc)
    in
      loop (args ()) []
    end

  fun parseString key default =
    case search ("-" ^ key) (args ()) of NONE => default | SOME s => s

  fun parseInt key default =
    case search ("-" ^ key) (args ()) of
      NONE => default
    | SOME s => (case Int.fromString s of SOME n => n | NONE => die ("Cannot parse integer from \"-" ^ key ^ " " ^ s ^ "\""))

  fun parseReal key default =
    case search ("-" ^ key) (args ()) of
      NONE => default
    | SOME s => (case Real.fromString s of SOME r => r | NONE => die ("Cannot parse real from \"-" ^ key ^ " " ^ s ^ "\""))

  fun parseBool key default =
    case search ("-" ^ key) (args ()) of
      NONE => default
    | SOME "true" => true
    | SOME "false" => false
    | SOME s => die ("Cannot parse bool from \"-" ^ key ^ " " ^ s ^ "\"")

  fun parseFlag key = List.exists (fn a => a = "--" ^ key) (args ())
end
