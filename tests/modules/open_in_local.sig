structure M :
  sig
    val k : int
  end
val b : int
