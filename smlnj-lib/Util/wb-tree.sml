(* wb-tree.sml: SkeinWBTreeFn, the balanced search trees behind every ordered
 * map and set of this library (RedBlackMapFn, BinaryMapFn, ListMapFn and
 * their set counterparts all share them).  Internal: smlnj-lib.mlb hides it.
 *
 * Weight-balanced trees (Adams, "Efficient sets: a balancing act"), with
 * the balance parameters delta = 3 and ratio = 2 that are known to keep
 * every operation below correct:
 *   INVARIANT (order): in T (_, k, _, l, r), every key of l is less than k
 *     and every key of r greater (Key.compare);
 *   INVARIANT (balance): size l + size r <= 1, or neither of size l and
 *     size r exceeds delta times the other;
 *   INVARIANT (size): the int of a node is its number of bindings.
 * `balance` restores the balance invariant after one binding was added to
 * or removed from one side; `link` and `merge` join trees of any sizes.
 * Higher-order functions call their argument in increasing key order. *)

functor SkeinWBTreeFn (K : ORD_KEY) =
  struct
    type key = K.ord_key

    datatype 'a tree
      = E
      | T of int * key * 'a * 'a tree * 'a tree

    val delta = 3
    val ratio = 2

    fun impossible what = raise LibBase.Impossible ("SkeinWBTreeFn." ^ what)

    fun size E = 0
      | size (T (n, _, _, _, _)) = n

    fun node (k, v, l, r) = T (size l + size r + 1, k, v, l, r)

    fun singleton (k, v) = T (1, k, v, E, E)

    fun rotateL (k, v, l, T (_, rk, rv, rl, rr)) =
          if size rl < ratio * size rr
            then node (rk, rv, node (k, v, l, rl), rr)
            else (case rl
                   of T (_, mk, mv, ml, mr) => node (mk, mv, node (k, v, l, ml), node (rk, rv, mr, rr))
                    | E => impossible "rotateL")
      | rotateL _ = impossible "rotateL"

    fun rotateR (k, v, T (_, lk, lv, ll, lr), r) =
          if size lr < ratio * size ll
            then node (lk, lv, ll, node (k, v, lr, r))
            else (case lr
                   of T (_, mk, mv, ml, mr) => node (mk, mv, node (lk, lv, ll, ml), node (k, v, mr, r))
                    | E => impossible "rotateR")
      | rotateR _ = impossible "rotateR"

    fun balance (k, v, l, r) =
          let
            val sl = size l
            val sr = size r
          in
            if sl + sr <= 1 then T (sl + sr + 1, k, v, l, r)
            else if sr > delta * sl then rotateL (k, v, l, r)
            else if sl > delta * sr then rotateR (k, v, l, r)
            else T (sl + sr + 1, k, v, l, r)
          end

    (* ---------------------------------------------------------- lookups *)

    fun find (E, _) = NONE
      | find (T (_, k', v, l, r), k) =
          (case K.compare (k, k')
            of LESS => find (l, k)
             | GREATER => find (r, k)
             | EQUAL => SOME v)

    fun findKey (E, _) = NONE
      | findKey (T (_, k', v, l, r), k) =
          (case K.compare (k, k')
            of LESS => findKey (l, k)
             | GREATER => findKey (r, k)
             | EQUAL => SOME (k', v))

    fun member (t, k) = isSome (find (t, k))

    fun minBinding E = NONE
      | minBinding (T (_, k, v, E, _)) = SOME (k, v)
      | minBinding (T (_, _, _, l, _)) = minBinding l

    fun maxBinding E = NONE
      | maxBinding (T (_, k, v, _, E)) = SOME (k, v)
      | maxBinding (T (_, _, _, _, r)) = maxBinding r

    (* ---------------------------------------------------------- updates *)

    (* insert (k, v), or f (old key, old value, v) if k is bound *)
    fun insertWithi f (E, k, v) = singleton (k, v)
      | insertWithi f (T (n, k', v', l, r), k, v) =
          (case K.compare (k, k')
            of LESS => balance (k', v', insertWithi f (l, k, v), r)
             | GREATER => balance (k', v', l, insertWithi f (r, k, v))
             | EQUAL => T (n, k, f (k', v', v), l, r))

    fun insert (t, k, v) = insertWithi (fn (_, _, v) => v) (t, k, v)

    fun insertMin (k, v, E) = singleton (k, v)
      | insertMin (k, v, T (_, k', v', l, r)) = balance (k', v', insertMin (k, v, l), r)

    fun insertMax (k, v, E) = singleton (k, v)
      | insertMax (k, v, T (_, k', v', l, r)) = balance (k', v', l, insertMax (k, v, r))

    (* (its smallest key, its value, the rest) of a non-empty tree *)
    fun removeMin (T (_, k, v, E, r)) = (k, v, r)
      | removeMin (T (_, k, v, l, r)) =
          let val (mk, mv, l') = removeMin l in (mk, mv, balance (k, v, l', r)) end
      | removeMin E = impossible "removeMin"

    fun removeMax (T (_, k, v, l, E)) = (k, v, l)
      | removeMax (T (_, k, v, l, r)) =
          let val (mk, mv, r') = removeMax r in (mk, mv, balance (k, v, l, r')) end
      | removeMax E = impossible "removeMax"

    (* joins the two subtrees of a removed node (balanced with each other) *)
    fun glue (E, r) = r
      | glue (l, E) = l
      | glue (l, r) =
          if size l > size r
            then let val (k, v, l') = removeMax l in balance (k, v, l', r) end
            else let val (k, v, r') = removeMin r in balance (k, v, l, r') end

    (* SOME (the tree without k, k's value), or NONE if k is not bound *)
    fun remove (E, _) = NONE
      | remove (T (_, k', v', l, r), k) =
          (case K.compare (k, k')
            of LESS =>
                 (case remove (l, k) of NONE => NONE | SOME (l', v) => SOME (balance (k', v', l', r), v))
             | GREATER =>
                 (case remove (r, k) of NONE => NONE | SOME (r', v) => SOME (balance (k', v', l, r'), v))
             | EQUAL => SOME (glue (l, r), v'))

    (* ------------------------------------------- joining and splitting *)

    (* the tree of l, (k, v) and r, where l's keys < k < r's keys *)
    fun link (k, v, E, r) = insertMin (k, v, r)
      | link (k, v, l, E) = insertMax (k, v, l)
      | link (k, v, l as T (nl, lk, lv, ll, lr), r as T (nr, rk, rv, rl, rr)) =
          if delta * nl < nr then balance (rk, rv, link (k, v, l, rl), rr)
          else if delta * nr < nl then balance (lk, lv, ll, link (k, v, lr, r))
          else T (nl + nr + 1, k, v, l, r)

    (* the tree of l and r, where l's keys < r's keys *)
    fun merge (E, r) = r
      | merge (l, E) = l
      | merge (l as T (nl, lk, lv, ll, lr), r as T (nr, rk, rv, rl, rr)) =
          if delta * nl < nr then balance (rk, rv, merge (l, rl), rr)
          else if delta * nr < nl then balance (lk, lv, ll, merge (lr, r))
          else glue (l, r)

    (* (the bindings below k, k's binding, the bindings above k) *)
    fun split (E, _) = (E, NONE, E)
      | split (T (_, k', v, l, r), k) =
          (case K.compare (k, k')
            of LESS => let val (ll, m, lr) = split (l, k) in (ll, m, link (k', v, lr, r)) end
             | GREATER => let val (rl, m, rr) = split (r, k) in (link (k', v, l, rl), m, rr) end
             | EQUAL => (l, SOME (k', v), r))

    (* ------------------------------------------------------- traversals *)

    fun foldli f acc E = acc
      | foldli f acc (T (_, k, v, l, r)) = foldli f (f (k, v, foldli f acc l)) r

    fun foldri f acc E = acc
      | foldri f acc (T (_, k, v, l, r)) = foldri f (f (k, v, foldri f acc r)) l

    fun appi f E = ()
      | appi f (T (_, k, v, l, r)) = (appi f l; f (k, v); appi f r)

    fun mapi f E = E
      | mapi f (T (n, k, v, l, r)) =
          let
            val l' = mapi f l
            val v' = f (k, v)
          in
            T (n, k, v', l', mapi f r)
          end

    fun mapPartiali f E = E
      | mapPartiali f (T (_, k, v, l, r)) =
          let
            val l' = mapPartiali f l
            val m = f (k, v)
            val r' = mapPartiali f r
          in
            case m of SOME v' => link (k, v', l', r') | NONE => merge (l', r')
          end

    fun filteri p t = mapPartiali (fn (k, v) => if p (k, v) then SOME v else NONE) t

    fun existsi p E = false
      | existsi p (T (_, k, v, l, r)) = existsi p l orelse p (k, v) orelse existsi p r

    fun alli p E = true
      | alli p (T (_, k, v, l, r)) = alli p l andalso p (k, v) andalso alli p r

    fun toList t = foldri (fn (k, v, acc) => (k, v) :: acc) [] t

    (* ------------------------------------------------- set-like combines *)

    fun unionWithi f (t1, E) = t1
      | unionWithi f (E, t2) = t2
      | unionWithi f (t1, T (_, k, v2, l2, r2)) =
          let
            val (l1, m, r1) = split (t1, k)
            val l = unionWithi f (l1, l2)
            val v = case m of SOME (_, v1) => f (k, v1, v2) | NONE => v2
            val r = unionWithi f (r1, r2)
          in
            link (k, v, l, r)
          end

    fun intersectWithi f (E, _) = E
      | intersectWithi f (_, E) = E
      | intersectWithi f (T (_, k, a, l1, r1), t2) =
          let
            val (l2, m, r2) = split (t2, k)
            val l = intersectWithi f (l1, l2)
            val c = case m of SOME (_, b) => SOME (f (k, a, b)) | NONE => NONE
            val r = intersectWithi f (r1, r2)
          in
            case c of SOME c => link (k, c, l, r) | NONE => merge (l, r)
          end

    fun mergeWithi f (E, E) = E
      | mergeWithi f (E, t2) = mapPartiali (fn (k, b) => f (k, NONE, SOME b)) t2
      | mergeWithi f (t1, E) = mapPartiali (fn (k, a) => f (k, SOME a, NONE)) t1
      | mergeWithi f (T (_, k, a, l1, r1), t2) =
          let
            val (l2, m, r2) = split (t2, k)
            val l = mergeWithi f (l1, l2)
            val c = f (k, SOME a, Option.map #2 m)
            val r = mergeWithi f (r1, r2)
          in
            case c of SOME c => link (k, c, l, r) | NONE => merge (l, r)
          end

    (* the bindings of t1 whose keys are not in t2 *)
    fun difference (t1, E) = t1
      | difference (E, _) = E
      | difference (t1, T (_, k, _, l2, r2)) =
          let val (l1, _, r1) = split (t1, k)
          in merge (difference (l1, l2), difference (r1, r2)) end

    (* lexicographic comparison of the in-order binding lists *)
    fun collate cmp (t1, t2) =
          let
            fun loop ([], []) = EQUAL
              | loop ([], _) = LESS
              | loop (_, []) = GREATER
              | loop ((k1, v1) :: r1, (k2, v2) :: r2) =
                  (case K.compare (k1, k2)
                    of EQUAL => (case cmp (v1, v2) of EQUAL => loop (r1, r2) | order => order)
                     | order => order)
          in
            loop (toList t1, toList t2)
          end
  end
