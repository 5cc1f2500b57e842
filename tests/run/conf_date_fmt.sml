(* Date.fmt passes only the Basis spec's conversions to strftime: % followed by any other character gives that character, as Poly/ML, SML/NJ and MLton (C's %e, %D, %n, %t were expanded). *)
val d = Date.date {year = 1999, month = Date.Dec, day = 5, hour = 23, minute = 59, second = 58, offset = SOME Time.zeroTime}
val _ = print (Date.fmt "%a %A %b %B %d %H %I %j %m %M %p %S %U %w %W %y %Y %%" d ^ "\n")
val _ = print (Date.fmt "[%e|%D|%Q|%n|%t|%5|%-|%%%%|%]" d ^ "\n")
val _ = print (Date.fmt "no conversions" d ^ "\n")
