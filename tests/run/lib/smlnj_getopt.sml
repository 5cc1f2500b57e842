(* GetOpt: usageInfo's table, the three argument orders, short groups,
   long prefixes, attached and separate arguments, and the errors (an
   ambiguous prefix, an exact long name, and "-" alone only where SML/NJ
   110.79 gets them right: smlnj_lib_fixes) *)
structure G = GetOpt
fun say s = print (s ^ "\n")
datatype flag = Verbose | Version | Name of string | Level of string option | Out of string | Arg of string
fun f2s Verbose = "Verbose" | f2s Version = "Version" | f2s (Name s) = "Name " ^ s
  | f2s (Level NONE) = "Level -" | f2s (Level (SOME s)) = "Level " ^ s | f2s (Out s) = "Out " ^ s | f2s (Arg s) = "Arg " ^ s
val options : flag G.opt_descr list = [
  {short = "v", long = ["verbose"], desc = G.NoArg (fn () => Verbose), help = "chatty output"},
  {short = "V?", long = ["version", "release"], desc = G.NoArg (fn () => Version), help = "show version"},
  {short = "n", long = ["name"], desc = G.ReqArg (Name, "NAME"), help = "the name"},
  {short = "l", long = ["level"], desc = G.OptArg (Level, "LVL"), help = "level\nsecond line"},
  {short = "o", long = [], desc = G.ReqArg (Out, "FILE"), help = "output"},
  {short = "", long = ["long-only", "colour", "color"], desc = G.NoArg (fn () => Verbose), help = ""}
]
fun runWith options order args = let
  val (opts, rest) = G.getOpt {argOrder = order, options = options, errFn = fn s => print ("ERR[" ^ s ^ "]\n")} args
  in say ("[" ^ String.concatWith ", " (map f2s opts) ^ "] / [" ^ String.concatWith ", " rest ^ "]") end
val run = runWith options
val () = print (G.usageInfo {header = "Usage: prog [OPTION...] files...", options = options})
val () = say "--"
val () = print (G.usageInfo {header = "Empty", options = [] : flag G.opt_descr list})
val () = say "--"
val () = print (G.usageInfo {header = "", options = [{short = "", long = [], desc = G.NoArg (fn () => Verbose), help = "nothing"},
                                                      {short = "ab", long = [], desc = G.ReqArg (Name, "X"), help = "two\nlines\n"}]})
val () = say "--"
val () = run G.Permute []
val () = run G.RequireOrder []
val () = run G.Permute ["-v", "a", "-n", "joe", "b", "--name=ann", "--name", "bob", "-nX", "c"]
val () = run G.RequireOrder ["-v", "a", "-n", "joe", "b"]
val () = run (G.ReturnInOrder Arg) ["-v", "a", "-n", "joe", "b"]
val () = run G.Permute ["-vV?", "-l", "-l3", "--level", "--level=4", "x", "--level", "5"]
val () = run G.Permute ["-v", "--", "-v", "--x"]
val () = run G.RequireOrder ["--", "-v"]
val () = run (G.ReturnInOrder Arg) ["x", "--", "-v", "y"]
val () = run G.Permute ["--vers"]
val () = run G.Permute ["--rel", "--verb", "--col", "--colo"]
val () = run G.Permute ["--verbose=3", "--verb=3"]
val () = run G.Permute ["--zzz", "-z", "a", "--zzz=3"]
val () = run G.Permute ["-n"]
val () = run G.Permute ["--name"]
val () = run G.Permute ["--name=", "--name=a=b", "--na", "x"]
val () = run G.Permute ["-n", "-v", "--name", "--verbose"]
val () = run G.Permute ["-o", "f.txt", "-of2"]
val () = run G.Permute ["--long-only", "--long"]
val () = run G.Permute ["-vzv"]
val () = run G.Permute ["-vn"]
val () = run G.Permute ["-vnfoo", "bar", ""]
val () = run G.RequireOrder ["-z", "-v", "a", "-v"]
val () = run G.RequireOrder ["-v", "--zz", "-v", "a", "-v"]
val () = run (G.ReturnInOrder Arg) ["-z", "-v", "a", "-v", "--name"]
(* ambiguity, where every option matches *)
val two : flag G.opt_descr list = [
  {short = "v", long = ["verbose"], desc = G.NoArg (fn () => Verbose), help = "chatty"},
  {short = "vx", long = ["version"], desc = G.ReqArg (Name, "N"), help = "version"}]
val () = runWith two G.Permute ["--ver", "--ver=3", "-x1", "-v", "a"]
val () = runWith two G.Permute ["-xv", "--verb", "--versi", "-v2"]
