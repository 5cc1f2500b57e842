(* `do exp` declarations (see conf4_do_decls.mlb): at top level, in a
   structure (run when the structure is), in `let` and `local`, and with an
   expression that raises (caught by the enclosing handler). *)
do print "top\n"
val counter = ref 0
structure S = struct
  do counter := !counter + 1
  val x = !counter * 10
  do print ("in S: " ^ Int.toString x ^ "\n")
end
fun bump n = let do counter := !counter + n in !counter end
local do print "local\n" in val y = bump 5 end
do print (Int.toString S.x ^ " " ^ Int.toString y ^ "\n");
do print "after semicolon\n"
val z = (let do raise Fail "inside do" in 0 end) handle Fail m => (print (m ^ "\n"); 1)
do print (Int.toString z ^ "\n")
