val ops : {inc : int -> int, inner : {z : unit}, name : string}
val three : int
