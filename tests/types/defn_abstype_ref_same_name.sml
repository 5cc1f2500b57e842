(* abstype keeps its datatype's name: a ref from the with-part can hold the abstract type afterwards *)
abstype t = A with val r = ref [] val a = A end
val _ = r := [a]
