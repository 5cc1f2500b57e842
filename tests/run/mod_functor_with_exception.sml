(* A functor declaring an exception: each application has its own exception (different handlers). *)
functor Checked (val limit : int) = struct exception TooBig of int fun check n = if n > limit then raise TooBig n else n end
structure Small = Checked (val limit = 10)
structure Large = Checked (val limit = 1000)
val _ = print (Int.toString (Small.check 5 + Large.check 500) ^ "\n")
val _ = print ((Int.toString (Small.check 50)) handle Small.TooBig n => "Small.TooBig " ^ Int.toString n ^ "\n")
val _ = print ((Int.toString (Large.check 5000)) handle Small.TooBig _ => "wrong handler\n" | Large.TooBig n => "Large.TooBig " ^ Int.toString n ^ "\n")
