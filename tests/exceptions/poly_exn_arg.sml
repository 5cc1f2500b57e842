(* An exception argument type may not contain free type variables unless
   they are in scope: inside a function with an explicit 'a it is fine. *)
fun 'a f (x : 'a) = let exception E of 'a in (raise E x) handle E y => y end
