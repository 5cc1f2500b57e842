val f : int option * int list -> int
