(* Int.fmt in binary, octal, decimal and hex, and Int.toString of negative numbers. *)
val ns = [0, 1, 255, ~255, 4096, 123456789]
val _ = List.app (fn n => print (Int.fmt StringCvt.BIN n ^ " " ^ Int.fmt StringCvt.OCT n ^ " " ^ Int.fmt StringCvt.DEC n ^ " " ^ Int.fmt StringCvt.HEX n ^ "\n")) ns
