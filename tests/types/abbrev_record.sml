(* An abbreviation for a record type. *)
type person = {name : string, age : int}
fun older (p : person) = {name = #name p, age = #age p + 1}
