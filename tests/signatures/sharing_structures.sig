structure M :
  sig
    structure A :
      sig
        type t = int
        type u = bool
        val x : int
      end
    structure B :
      sig
        type t = int
        type u = bool
        val f : int -> bool
      end
  end
val r : bool
