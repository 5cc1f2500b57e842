val a : char
val nl : char
val q : char
val bs : char
val d : char
val sp : char
