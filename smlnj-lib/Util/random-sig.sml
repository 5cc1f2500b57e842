(* random-sig.sml: RANDOM, a pseudo-random number generator with explicit,
 * mutable state (Random). *)

signature RANDOM =
  sig
    type rand

    (* a generator seeded by the two ints *)
    val rand : int * int -> rand

    (* the state as a string, and back; fromString raises Fail on a string
     * toString did not make *)
    val toString : rand -> string
    val fromString : string -> rand

    (* any int *)
    val randInt : rand -> int
    (* an int >= 0 *)
    val randNat : rand -> int
    (* a real in [0, 1) *)
    val randReal : rand -> real
    (* randRange (lo, hi) r: an int in [lo, hi]; raises Fail if hi < lo *)
    val randRange : int * int -> rand -> int
  end
