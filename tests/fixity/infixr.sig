val ::: : 'a * 'a list -> 'a list
val l : int list
