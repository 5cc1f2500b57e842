val w : word
val wsucc : word -> word
val m : word
