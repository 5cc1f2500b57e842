(* open of two structures with overlapping names: the later open shadows; qualified names still reach both. *)
structure A = struct val v = "A.v" val onlyA = "onlyA" fun f () = "A.f" end
structure B = struct val v = "B.v" fun f () = "B.f" end
open A
open B
val _ = print (v ^ " " ^ f () ^ " " ^ onlyA ^ " " ^ A.v ^ " " ^ A.f () ^ "\n")
