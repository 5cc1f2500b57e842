structure M :
  sig
    structure A :
      sig
        type t
        val x : t
      end
    structure B :
      sig
        type t = A.t
        val f : A.t -> int
      end
  end
val r : int
