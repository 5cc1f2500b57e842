(* Substring.substring is an abstract type (type, not eqtype, in SUBSTRING):
   substrings cannot be compared with =. *)
val s = Substring.full "abc"
val b = s = s
