functor MapFn (K : ORD_KEY) :> MONO_MAP where type Key.ord_key = K.ord_key = struct
  structure Key = K
  type 'a map = (K.ord_key * 'a) list
  val empty = []
  fun insert ([], k, v) = [(k, v)]
    | insert ((k', v') :: r, k, v) =
      case K.compare (k, k') of
          LESS => (k, v) :: (k', v') :: r
        | EQUAL => (k, v) :: r
        | GREATER => (k', v') :: insert (r, k, v)
  fun find (m, k) = Option.map #2 (List.find (fn (k', _) => K.compare (k, k') = EQUAL) m)
  fun listItemsi m = m
  fun foldl f b m = List.foldl (fn ((_, v), acc) => f (v, acc)) b m
end
