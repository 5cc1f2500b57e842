signature S =
  sig
    exception E of int
    exception F
  end
structure A :
  sig
    exception E of int
    exception F
  end
