(* No exdesc may describe it (Definition 3.5). *)
signature S = sig exception it end
