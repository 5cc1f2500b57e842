signature MONO_MAP = sig
  structure Key : ORD_KEY
  type 'a map
  val empty : 'a map
  val insert : 'a map * Key.ord_key * 'a -> 'a map
  val find : 'a map * Key.ord_key -> 'a option
  val listItemsi : 'a map -> (Key.ord_key * 'a) list
  val foldl : ('a * 'b -> 'b) -> 'b -> 'a map -> 'b
end
