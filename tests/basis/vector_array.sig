val v : int vector
val s : int
val vs : int VectorSlice.slice
val vl : int list
val a : int array
val l : int list
val bad : bool
val sl : int ArraySlice.slice
val n : int
val av : int vector
val z : (int * string) list
val xs : int list
val ys : string list
val uneq : bool
val c : order
val pad : string
val tk : string option
