(* int-binary-set.sml: IntBinarySet, BinarySetFn at the key type int. *)

structure IntBinarySet =
  BinarySetFn (struct
    type ord_key = int
    val compare = Int.compare
  end)
