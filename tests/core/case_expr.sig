val describe : int -> string
