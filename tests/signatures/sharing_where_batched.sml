(* Several `where type`s on one signature and a structure sharing over nested structures, whose merged names are seen through earlier merges (a datatype is the representative; a twice-realised name is rejected elsewhere). *)
signature T = sig
  type a
  type b
  datatype d = D of a
  structure N : sig type c type e end
end
signature W = T where type a = int where type b = string where type N.c = bool
signature P = sig
  structure X : T
  structure Y : T
  structure Z : T
  sharing X = Y
  sharing Y.N = Z.N
  sharing type X.a = Z.b
end
structure M = struct
  type a = int type b = int datatype d = D of a
  structure N = struct type c = bool type e = unit end
end
structure Q : P = struct structure X = M structure Y = M structure Z = M end
structure R : W = struct type a = int type b = string datatype d = D of a structure N = struct type c = bool type e = real end end
val x : Q.X.d = Q.Y.D 3
