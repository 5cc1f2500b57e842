signature V = sig val v : int end
