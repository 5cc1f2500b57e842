signature T =
  sig
    type a
    type b
    datatype d = D of a
    structure N :
      sig
        type c
        type e
      end
  end
signature W =
  sig
    type a = int
    type b = string
    datatype d = D of int
    structure N :
      sig
        type c = bool
        type e
      end
  end
signature P =
  sig
    structure X :
      sig
        type a
        type b
        datatype d = D of a
        structure N :
          sig
            type c
            type e
          end
      end
    structure Y :
      sig
        type a = X.a
        type b = X.b
        datatype d = D of X.a
        structure N :
          sig
            type c = X.N.c
            type e = X.N.e
          end
      end
    structure Z :
      sig
        type a
        type b = X.a
        datatype d = D of a
        structure N :
          sig
            type c = X.N.c
            type e = X.N.e
          end
      end
  end
structure M :
  sig
    type a = int
    type b = int
    datatype d = D of int
    structure N :
      sig
        type c = bool
        type e = unit
      end
  end
structure Q :
  sig
    structure X :
      sig
        type a = int
        type b = int
        datatype d = D of int
        structure N :
          sig
            type c = bool
            type e = unit
          end
      end
    structure Y :
      sig
        type a = int
        type b = int
        datatype d = D of int
        structure N :
          sig
            type c = bool
            type e = unit
          end
      end
    structure Z :
      sig
        type a = int
        type b = int
        datatype d = D of int
        structure N :
          sig
            type c = bool
            type e = unit
          end
      end
  end
structure R :
  sig
    type a = int
    type b = string
    datatype d = D of int
    structure N :
      sig
        type c = bool
        type e = real
      end
  end
val x : M.d
