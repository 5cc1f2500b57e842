(* ord-key-sig.sml: ORD_KEY, a totally ordered type: the argument of the
 * ordered map and set functors. *)

signature ORD_KEY =
  sig
    type ord_key
    val compare : ord_key * ord_key -> order
  end
