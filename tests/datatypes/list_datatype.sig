datatype 'a seq = Nil | ::: of 'a * 'a seq
val s : int seq
val toList : 'a seq -> 'a list
