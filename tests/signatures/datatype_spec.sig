signature S =
  sig
    datatype t = A | B of int
  end
structure X :
  sig
    datatype t = A | B of int
  end
val v : X.t
