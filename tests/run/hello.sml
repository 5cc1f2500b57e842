val _ = print "hello\n"
val s = "con" ^ "cat" ^ "enation"
val _ = print (s ^ "\n")
val _ = print ("size: " ^ Int.toString (size s) ^ "\n")
