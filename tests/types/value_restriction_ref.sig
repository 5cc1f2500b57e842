val r : int list ref
val l : int list
