type 'a bag
val single : 'a -> 'a bag
val toList : 'a bag -> 'a list
