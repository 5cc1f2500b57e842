val y : real
