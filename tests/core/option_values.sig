val a : int option
val b : 'a option
val c : string option list
val default : 'a option -> 'a -> 'a
