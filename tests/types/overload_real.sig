val scale : real -> real
val r : real
val avg : real * real -> real
val neg : real
