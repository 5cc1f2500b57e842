structure Col :
  sig
    datatype c = Red | Blue
  end
functor Name (X : sig datatype c = Red | Blue end) : sig val name : X.c -> string end
structure N :
  sig
    val name : Col.c -> string
  end
val n : string
