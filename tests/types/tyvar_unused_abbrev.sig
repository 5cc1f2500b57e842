type 'a const = int
val x : int
