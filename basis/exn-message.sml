(* General.exnMessage (and the top-level exnMessage) as users see them:
   general.sml's ("Fail: msg", else the name) plus the details of OS.SysErr
   and IO.Io, which are declared after General.  This file rebinds both
   once those exceptions exist, so the messages cost nothing to programs
   that never ask for one.  Formats, both MLton's: "SysErr: MSG [NAME]" and
   "Io: FUNCTION \"NAME\" failed with CAUSE", CAUSE the cause's message
   ("SysErr: No such file or directory [noent]", "ClosedStream"). *)

fun exnMessage e =
  case e of
    SkeinSys.SysErr (m, err) =>
      "SysErr: " ^ m
      ^ (case err of
           NONE => ""
         | SOME n => " [" ^ (case SkeinPrimIO.errorName n of "" => "errno" ^ Int.toString n | s => s) ^ "]")
  | IO.Io {name, function, cause} =>
      "Io: " ^ function ^ " \"" ^ name ^ "\" failed with " ^ exnMessage cause
  | _ => General.exnMessage e

local
  val message = exnMessage
in
  structure General : GENERAL =
  struct
    open General
    val exnMessage = message
  end
end
