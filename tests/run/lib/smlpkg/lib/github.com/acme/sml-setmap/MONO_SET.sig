signature MONO_SET = sig
  structure Key : ORD_KEY
  type item = Key.ord_key
  type set
  exception NotFound
  val empty : set
  val insert : set * item -> set
  val member : set * item -> bool
  val toList : set -> item list
  val fromList : item list -> set
  val size : set -> int
  val remove : set * item -> set   (* raises NotFound *)
end
