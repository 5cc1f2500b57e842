datatype 'a box = Box of 'a
val unbox_eq : ''a box * ''a box -> bool
