signature S =
  sig
    structure Inner :
      sig
        type t
        val v : t
      end
  end
structure A :
  sig
    structure Inner :
      sig
        type t = string
        val v : string
      end
  end
val s : string
