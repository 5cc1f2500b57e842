exception Boom
val _ = print "before\n"
val _ = raise Boom
val _ = print "after\n"
