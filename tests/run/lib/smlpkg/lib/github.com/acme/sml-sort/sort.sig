(** Sorting of lists and arrays. *)
signature SORT = sig
  type 'a t
  val sort : ('a * 'a -> order) -> 'a t -> 'a t
  val sorted : ('a * 'a -> order) -> 'a t -> bool
end
