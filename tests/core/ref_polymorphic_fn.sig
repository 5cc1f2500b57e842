val swapRefs : 'a ref * 'a ref -> unit
val get : 'a ref -> 'a
