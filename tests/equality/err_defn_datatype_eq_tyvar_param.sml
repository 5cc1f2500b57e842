(* A datatype's equality type variable parameter makes its constructors demand equality types: A : ''a -> ''a t *)
datatype ''a t = A of ''a
val x = A (fn x => x)
