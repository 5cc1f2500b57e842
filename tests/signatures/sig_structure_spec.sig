signature S =
  sig
    structure M :
      sig
        val v : int
      end
  end
structure A :
  sig
    structure M :
      sig
        val v : int
      end
  end
val x : int
