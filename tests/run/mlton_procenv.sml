(* no-poly *) (* no-gc-stress *)
(* MLton.ProcEnv.setenv (new and overwritten variables, seen by getEnv
   and by a child shell; a name with "=" or a NUL raises OS.SysErr);
   setgroups either succeeds (privileged) or raises OS.SysErr with EPERM;
   MLton.Profile with profiling off: isOn false, Data.malloc gives
   distinct data sets, write and free do nothing, withData runs f.
   Not under gc-stress: the 70000-element list of the last check would
   take minutes there. *)
fun line s = print (s ^ "\n")
val () = MLton.ProcEnv.setenv {name = "SKEIN_TEST_VAR", value = "one"}
val () = line (valOf (OS.Process.getEnv "SKEIN_TEST_VAR"))
val () = MLton.ProcEnv.setenv {name = "SKEIN_TEST_VAR", value = "two words"}
val () = line (valOf (OS.Process.getEnv "SKEIN_TEST_VAR"))
val _ = OS.Process.system "echo \"child sees $SKEIN_TEST_VAR\""
fun bad name =
  (MLton.ProcEnv.setenv {name = name, value = "x"}; "accepted")
  handle OS.SysErr (_, SOME e) => "SysErr " ^ OS.errorName e
       | OS.SysErr (_, NONE) => "SysErr"
val () = line (bad "A=B")
val () = line (bad "")
val () = line (bad "NUL\000")
val getgid = _import "getgid" : unit -> Word32.word;
val groups =
  (MLton.ProcEnv.setgroups [Word32.toInt (getgid ())]; "ok")
  handle OS.SysErr (_, SOME e) => if e = Posix.Error.perm then "ok" else "SysErr " ^ OS.errorName e
val () = line ("setgroups: " ^ groups)

structure Prof = MLton.Profile
val () = line (Bool.toString Prof.isOn)
val d1 = Prof.Data.malloc ()
val d2 = Prof.Data.malloc ()
val () = line (Bool.toString (Prof.Data.equals (d1, d1)) ^ " " ^ Bool.toString (Prof.Data.equals (d1, d2)))
val () = Prof.Data.write (d1, "/nonexistent/dir/profile.out")
val () = line (Int.toString (Prof.withData (d2, fn () => 6 * 7)))
val () = (Prof.Data.free d1; Prof.Data.free d2)
val () = line "done"
(* More groups than NGROUPS_MAX (65536): EINVAL, privileged or not. *)
val () = line ((MLton.ProcEnv.setgroups (List.tabulate (70000, fn _ => 0)); "accepted")
               handle OS.SysErr (_, SOME e) => "SysErr " ^ OS.errorName e)
