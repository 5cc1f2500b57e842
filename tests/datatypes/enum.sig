datatype day = Mon | Tue | Wed
val next : day -> day
