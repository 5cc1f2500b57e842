(* No valdesc may describe true, false, nil, :: or ref (Definition 3.5). *)
signature S = sig val true : int end
