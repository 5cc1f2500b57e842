val sq : real -> real
val y : real
