datatype a = X
datatype b = X | Y
val v : b
