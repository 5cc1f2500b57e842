functor SetFn (K : ORD_KEY) :> MONO_SET where type Key.ord_key = K.ord_key = struct
  structure Key = K
  type item = K.ord_key
  datatype set = E | T of set * item * set
  exception NotFound
  val empty = E
  fun insert (E, x) = T (E, x, E)
    | insert (s as T (l, y, r), x) =
      case K.compare (x, y) of
          LESS => T (insert (l, x), y, r)
        | GREATER => T (l, y, insert (r, x))
        | EQUAL => s
  fun member (E, _) = false
    | member (T (l, y, r), x) =
      case K.compare (x, y) of
          LESS => member (l, x) | GREATER => member (r, x) | EQUAL => true
  local
    fun go (E, acc) = acc
      | go (T (l, x, r), acc) = go (l, x :: go (r, acc))
  in
    fun toList s = go (s, [])
  end
  fun fromList xs = List.foldl (fn (x, s) => insert (s, x)) empty xs
  fun size s = length (toList s)
  fun remove (s, x) =
      if member (s, x) then fromList (List.filter (fn y => K.compare (x, y) <> EQUAL) (toList s))
      else raise NotFound
end
