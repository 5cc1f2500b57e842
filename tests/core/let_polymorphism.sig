val p : int * string
