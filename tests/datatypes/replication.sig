structure S :
  sig
    datatype color = Red | Green
  end
datatype colour = Red | Green
val c : S.color
val same : bool
