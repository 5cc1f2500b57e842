(* A polymorphic abstype. *)
abstype 'a bag = Bag of 'a list
with
  fun single x = Bag [x]
  fun toList (Bag l) = l
end
