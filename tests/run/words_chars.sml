val w = 0w5 + 0w3 * 0w2
val _ = print (if w = 0w11 andalso w > 0w10 andalso w div 0w2 = 0w5 andalso w mod 0w4 = 0w3 then "word ok\n" else "word bad\n")
val _ = print ((if 0w1 div 0w0 = 0w0 then "no\n" else "no\n") handle Div => "word div\n")
val c = #"a"
val _ = print (if c < #"b" andalso Char.ord c = 97 andalso Char.chr 98 = #"b" then "char ok\n" else "char bad\n")
val _ = print ((String.str (Char.chr 300)) handle Chr => "chr\n")
