fun show n = print (Int.toString n ^ "\n")
val _ = show (3 + 4 * 5)
val _ = show (100 - 250)
val _ = show (17 div 5)
val _ = show (~17 div 5)
val _ = show (17 mod 5)
val _ = show (~17 mod 5)
val _ = show (17 mod ~5)
val _ = show (Int.quot (~17, 5))
val _ = show (Int.rem (~17, 5))
val _ = show (abs ~42)
val _ = show (Int.max (3, 9))
val _ = print (if 3 < 4 andalso 4 >= 4 andalso not (5 <= 4) then "cmp ok\n" else "cmp bad\n")
val _ = (show (valOf Int.maxInt + 1)) handle Overflow => print "Overflow\n"
val _ = (show (10 div 0)) handle Div => print "Div\n"
val _ = (show (10 mod 0)) handle Div => print "Div mod\n"
val _ = (show (valOf Int.minInt * ~1)) handle Overflow => print "Overflow mul\n"
val _ = (show (~ (valOf Int.minInt))) handle Overflow => print "Overflow neg\n"
