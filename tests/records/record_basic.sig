val r : {age : int, name : string}
val n : string
