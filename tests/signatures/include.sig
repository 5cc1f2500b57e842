signature A =
  sig
    type t
    val x : t
  end
signature B =
  sig
    type t
    val x : t
    val y : t -> int
  end
structure M :
  sig
    type t
    val x : t
    val y : t -> int
  end
