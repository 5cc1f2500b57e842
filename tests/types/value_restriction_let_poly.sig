val pair : int * bool
