structure R = MLton.Rlimit
val word = R.RLim.castToSysWord
val () = print ("infinity is all ones: " ^ Bool.toString (word R.infinity = SysWord.notb 0w0) ^ "\n")
val {hard, soft} = R.get R.numFiles
val () = print ("soft <= hard: " ^ Bool.toString (word hard = word R.infinity orelse SysWord.<= (word soft, word hard)) ^ "\n")
(* lower the soft limit and read it back *)
val lower = if SysWord.< (word soft, 0w64) then word soft else 0w64
val () = R.set (R.numFiles, {hard = hard, soft = R.RLim.castFromSysWord lower})
val {soft = soft2, hard = hard2} = R.get R.numFiles
val () = print ("set and read back: " ^ Bool.toString (word soft2 = lower andalso word hard2 = word hard) ^ "\n")
(* a soft limit above the hard one is EINVAL *)
val () =
  if word hard = word R.infinity then print "SysErr: inval\n"
  else
    (R.set (R.numFiles, {hard = hard, soft = R.RLim.castFromSysWord (SysWord.+ (word hard, 0w1))}); print "no error\n")
    handle OS.SysErr (_, SOME e) => print ("SysErr: " ^ Posix.Error.errorName e ^ "\n")
val {soft = cpu, ...} = R.get R.cpuTime
val () = print ("cpu time readable: " ^ Bool.toString (SysWord.> (word cpu, 0w0)) ^ "\n")
val () = print ("CallStack.keep = " ^ Bool.toString MLton.CallStack.keep ^ ", frames: "
                ^ Int.toString (length (MLton.CallStack.toStrings (MLton.CallStack.current ()))) ^ "\n")
