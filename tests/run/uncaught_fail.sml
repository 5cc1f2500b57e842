fun go n = if n = 0 then raise Fail "deep failure" else go (n - 1) + 1
val _ = print "start\n"
val _ = go 10
