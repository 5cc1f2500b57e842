structure VImpl : V = struct val v = 7 end
structure Hidden = struct val h = 1 end
