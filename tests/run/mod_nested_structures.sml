(* Nested structures, qualified paths A.B.C.x, and structure aliases. *)
structure Outer = struct
  val name = "outer"
  structure Mid = struct
    val name = "mid"
    structure Inner = struct val name = "inner" val depth = 3 end
    val path = name ^ "/" ^ Inner.name
  end
  val path = name ^ "/" ^ Mid.path
end
structure Alias = Outer.Mid
val _ = print (Outer.Mid.Inner.name ^ " " ^ Int.toString Outer.Mid.Inner.depth ^ " " ^ Outer.path ^ " " ^ Alias.Inner.name ^ " " ^ Alias.path ^ "\n")
