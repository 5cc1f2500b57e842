val p : (int -> int) * int
val q : (int * int) * int
val r : int * (int * int)
val f : (int -> int) * (int * int) -> int
