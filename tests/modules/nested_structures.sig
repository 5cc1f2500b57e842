structure Outer :
  sig
    structure Inner :
      sig
        datatype u = U
        val v : u
      end
    val w : Inner.u
  end
val z : Outer.Inner.u
