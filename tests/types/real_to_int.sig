val mean : int list -> real
