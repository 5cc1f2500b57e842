(* ord-set-impl.sml: SkeinOrdSetFn, ORD_SET on the weight-balanced trees of
 * wb-tree.sml (a set is a tree whose values are ()); RedBlackSetFn,
 * BinarySetFn and ListSetFn are this functor.  Internal: smlnj-lib.mlb
 * hides it. *)

functor SkeinOrdSetFn (K : ORD_KEY) :> ORD_SET where type Key.ord_key = K.ord_key =
  struct
    structure Key = K
    structure T = SkeinWBTreeFn (K)

    type item = K.ord_key
    type set = unit T.tree

    val empty = T.E
    fun singleton x = T.singleton (x, ())

    fun add (s, x) = T.insertWithi (fn (_, _, _) => ()) (s, x, ())
    fun add' (x, s) = add (s, x)
    fun addList (s, xs) = List.foldl add' s xs
    fun fromList xs = addList (T.E, xs)

    fun subtract (s, x) = case T.remove (s, x) of SOME (s', _) => s' | NONE => s
    fun subtract' (x, s) = subtract (s, x)
    fun subtractList (s, xs) = List.foldl subtract' s xs
    fun delete (s, x) = case T.remove (s, x) of SOME (s', _) => s' | NONE => raise LibBase.NotFound

    val member = T.member
    fun isEmpty T.E = true
      | isEmpty _ = false
    fun minItem s = case T.minBinding s of SOME (x, _) => x | NONE => raise Empty
    fun maxItem s = case T.maxBinding s of SOME (x, _) => x | NONE => raise Empty

    val numItems = T.size
    fun listItems s = T.foldri (fn (x, _, acc) => x :: acc) [] s
    val toList = listItems

    fun compare (s1, s2) = T.collate (fn _ => EQUAL) (s1, s2)
    fun equal (s1, s2) = T.size s1 = T.size s2 andalso compare (s1, s2) = EQUAL
    fun isSubset (s1, s2) = T.size s1 <= T.size s2 andalso T.alli (fn (x, _) => T.member (s2, x)) s1
    fun disjoint (s1, s2) = not (T.existsi (fn (x, _) => T.member (s2, x)) s1)

    fun union (s1, s2) = T.unionWithi (fn _ => ()) (s1, s2)
    fun intersection (s1, s2) = T.intersectWithi (fn _ => ()) (s1, s2)
    val difference = T.difference

    fun map f s = T.foldli (fn (x, _, acc) => add (acc, f x)) T.E s
    fun mapPartial f s =
          T.foldli (fn (x, _, acc) => case f x of SOME y => add (acc, y) | NONE => acc) T.E s
    fun app f = T.appi (fn (x, _) => f x)
    fun foldl f = T.foldli (fn (x, _, acc) => f (x, acc))
    fun foldr f = T.foldri (fn (x, _, acc) => f (x, acc))
    fun filter p = T.filteri (fn (x, _) => p x)
    fun partition p s = (filter p s, filter (not o p) s)
    fun exists p = T.existsi (fn (x, _) => p x)
    fun all p = T.alli (fn (x, _) => p x)
    fun find p s =
          let
            fun go T.E = NONE
              | go (T.T (_, x, _, l, r)) =
                  (case go l of NONE => if p x then SOME x else go r | found => found)
          in
            go s
          end
  end
