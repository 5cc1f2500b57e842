(* ord-map-impl.sml: SkeinOrdMapFn, ORD_MAP on the weight-balanced trees of
 * wb-tree.sml; RedBlackMapFn, BinaryMapFn and ListMapFn are this functor.
 * Internal: smlnj-lib.mlb hides it. *)

functor SkeinOrdMapFn (K : ORD_KEY) :> ORD_MAP where type Key.ord_key = K.ord_key =
  struct
    structure Key = K
    structure T = SkeinWBTreeFn (K)

    type 'a map = 'a T.tree

    val empty = T.E
    fun isEmpty T.E = true
      | isEmpty _ = false
    val singleton = T.singleton

    val insert = T.insert
    fun insert' ((k, v), m) = T.insert (m, k, v)
    fun insertWith f = T.insertWithi (fn (_, old, new) => f (old, new))
    val insertWithi = T.insertWithi

    val find = T.find
    fun lookup (m, k) = case T.find (m, k) of SOME v => v | NONE => raise LibBase.NotFound
    val inDomain = T.member

    val findAndRemove = T.remove
    fun remove (m, k) = case T.remove (m, k) of SOME r => r | NONE => raise LibBase.NotFound

    fun first m = Option.map #2 (T.minBinding m)
    val firsti = T.minBinding

    val numItems = T.size
    fun listItems m = T.foldri (fn (_, v, acc) => v :: acc) [] m
    val listItemsi = T.toList
    fun listKeys m = T.foldri (fn (k, _, acc) => k :: acc) [] m

    val collate = T.collate

    fun unionWith f = T.unionWithi (fn (_, a, b) => f (a, b))
    val unionWithi = T.unionWithi
    fun intersectWith f = T.intersectWithi (fn (_, a, b) => f (a, b))
    val intersectWithi = T.intersectWithi
    fun mergeWith f = T.mergeWithi (fn (_, a, b) => f (a, b))
    val mergeWithi = T.mergeWithi

    fun app f = T.appi (fn (_, v) => f v)
    val appi = T.appi
    fun map f = T.mapi (fn (_, v) => f v)
    val mapi = T.mapi
    fun foldl f = T.foldli (fn (_, v, acc) => f (v, acc))
    val foldli = T.foldli
    fun foldr f = T.foldri (fn (_, v, acc) => f (v, acc))
    val foldri = T.foldri

    fun filter p = T.filteri (fn (_, v) => p v)
    val filteri = T.filteri
    fun mapPartial f = T.mapPartiali (fn (_, v) => f v)
    val mapPartiali = T.mapPartiali

    fun exists p = T.existsi (fn (_, v) => p v)
    val existsi = T.existsi
    fun all p = T.alli (fn (_, v) => p v)
    val alli = T.alli
  end
