(* atom-sig.sml: ATOM, hashed unique strings (Atom): two atoms made from
 * equal strings are the same atom, so comparing them is constant time. *)

signature ATOM =
  sig
    type atom

    val atom : string -> atom
    val atom' : substring -> atom
    val toString : atom -> string

    (* whether two atoms are the same (constant time) *)
    val same : atom * atom -> bool
    val sameAtom : atom * atom -> bool

    (* a total order (Skein: the order of the strings, as lexCompare) *)
    val compare : atom * atom -> order
    (* the order of the strings *)
    val lexCompare : atom * atom -> order

    val hash : atom -> word
  end
