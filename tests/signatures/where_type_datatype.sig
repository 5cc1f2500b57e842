structure M0 :
  sig
    datatype 'a u = A | B of 'a
  end
signature S =
  sig
    datatype 'a u = A | B of 'a
    val x : int u
  end
signature T =
  sig
    datatype 'a u = A | B of 'a
    val x : int M0.u
  end
structure M :
  sig
    datatype 'a u = A | B of 'a
    val x : int M0.u
  end
val y : bool
