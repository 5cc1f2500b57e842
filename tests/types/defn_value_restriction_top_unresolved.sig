val r : unit list ref
val n : int
