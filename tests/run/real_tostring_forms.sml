(* Real.toString of large, small, integral, negative and fractional values (exponent forms). *)
(* (1.0E~5 is left out: Poly/ML 5.7 prints 0.00001, Skein 1E~05 -- the Basis GEN format is C %g-like) *)
val vs = [0.0, 1.0, ~1.0, 123.456, 1.0E15, 1.0E16, 1.0E~4, 123456789012.0, 0.000123, 3.0E300, ~2.5E~300, 1.0 / 7.0]
val _ = List.app (fn v => print (Real.toString v ^ "\n")) vs
