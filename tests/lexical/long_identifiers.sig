structure A :
  sig
    structure B :
      sig
        val c : int
      end
  end
val x : int
val n : int
