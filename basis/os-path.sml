(* OS.Path for Unix paths (OS_PATH), pure string manipulation: the volume
   is always "", arcs are separated by "/", an absolute path starts with
   "/".  fromString/toString are inverse on every string: "" has no arcs,
   "/" is the absolute path with the single empty arc, empty arcs from
   "a//b" or a trailing "/" are kept.  Used as OS.Path (os.sml). *)

signature OS_PATH =
sig
  exception Path
  exception InvalidArc
  val parentArc : string
  val currentArc : string
  val fromString : string -> {isAbs : bool, vol : string, arcs : string list}
  val toString : {isAbs : bool, vol : string, arcs : string list} -> string
  val validVolume : {isAbs : bool, vol : string} -> bool
  val getVolume : string -> string
  val getParent : string -> string
  val splitDirFile : string -> {dir : string, file : string}
  val joinDirFile : {dir : string, file : string} -> string
  val dir : string -> string
  val file : string -> string
  val splitBaseExt : string -> {base : string, ext : string option}
  val joinBaseExt : {base : string, ext : string option} -> string
  val base : string -> string
  val ext : string -> string option
  val mkCanonical : string -> string
  val isCanonical : string -> bool
  val mkAbsolute : {path : string, relativeTo : string} -> string
  val mkRelative : {path : string, relativeTo : string} -> string
  val isAbsolute : string -> bool
  val isRelative : string -> bool
  val isRoot : string -> bool
  val concat : string * string -> string
  val fromUnixPath : string -> string
  val toUnixPath : string -> string
end

structure SkeinOSPath : OS_PATH =
struct
  exception Path
  exception InvalidArc

  val parentArc = ".."
  val currentArc = "."

  fun validVolume {isAbs = _, vol} = vol = ""
  fun getVolume _ = ""

  fun fromString "" = {isAbs = false, vol = "", arcs = []}
    | fromString s =
        let val fields = String.fields (fn c => c = #"/") s
        in
          if String.sub (s, 0) = #"/" then {isAbs = true, vol = "", arcs = List.tl fields}
          else {isAbs = false, vol = "", arcs = fields}
        end

  fun validArc a = not (CharVector.exists (fn c => c = #"/") a)

  fun toString {isAbs, vol, arcs} =
    if not (validVolume {isAbs = isAbs, vol = vol}) then raise Path
    else if not isAbs andalso (case arcs of "" :: _ :: _ => true | _ => false) then raise Path
    else if not (List.all validArc arcs) then raise InvalidArc
    else (if isAbs then "/" else "") ^ String.concatWith "/" arcs

  fun isAbsolute p = String.size p > 0 andalso String.sub (p, 0) = #"/"
  fun isRelative p = not (isAbsolute p)
  fun isRoot p = p <> "" andalso CharVector.all (fn c => c = #"/") p andalso String.size p = 1

  fun getParent p =
    let
      (* The arcs of the parent of the path whose arcs are given. *)
      fun parent [] = [parentArc]
        | parent [a] =
            if a = currentArc then [parentArc]
            else if a = parentArc then [parentArc, parentArc]
            else if a = "" then [parentArc]
            else []
        | parent (a :: rest) = a :: parent rest
    in
      case fromString p of
        {isAbs = true, arcs = [""], ...} => p
      | {isAbs = true, vol, arcs} => toString {isAbs = true, vol = vol, arcs = parent arcs}
      | {isAbs = false, vol, arcs} =>
          (case parent arcs of
             [] => currentArc
           | arcs' => toString {isAbs = false, vol = vol, arcs = arcs'})
    end

  fun splitDirFile p =
    let val {isAbs, vol, arcs} = fromString p
    in
      case List.rev arcs of
        [] => {dir = toString {isAbs = isAbs, vol = vol, arcs = []}, file = ""}
      | last :: revInit => {dir = toString {isAbs = isAbs, vol = vol, arcs = List.rev revInit}, file = last}
    end

  fun joinDirFile {dir, file} =
    if not (validArc file) then raise InvalidArc
    else if dir = "" then file
    else if String.sub (dir, String.size dir - 1) = #"/" then dir ^ file
    else dir ^ "/" ^ file

  fun dir p = #dir (splitDirFile p)
  fun file p = #file (splitDirFile p)

  fun splitBaseExt p =
    let
      val f = file p
      (* the last "." of f, when it is neither its first nor its last character *)
      fun lastDot i = if i < 0 then NONE else if String.sub (f, i) = #"." then SOME i else lastDot (i - 1)
    in
      case lastDot (String.size f - 1) of
        NONE => {base = p, ext = NONE}
      | SOME i =>
        if i = 0 orelse i = String.size f - 1 then {base = p, ext = NONE}
        (* base is p without ".ext", as text: rebuilding it from its dir and file
           would merge the empty arcs of "a//b.c" *)
        else {base = String.substring (p, 0, String.size p - (String.size f - i)),
              ext = SOME (String.extract (f, i + 1, NONE))}
    end

  fun joinBaseExt {base, ext = NONE} = base
    | joinBaseExt {base, ext = SOME ""} = base
    | joinBaseExt {base, ext = SOME e} = base ^ "." ^ e

  fun base p = #base (splitBaseExt p)
  fun ext p = #ext (splitBaseExt p)

  fun mkCanonical p =
    let
      val {isAbs, vol, arcs} = fromString p
      (* acc: the canonical arcs so far, reversed *)
      fun walk ([], acc) = List.rev acc
        | walk (a :: rest, acc) =
            if a = "" orelse a = currentArc then walk (rest, acc)
            else if a = parentArc then
              (case acc of
                 [] => if isAbs then walk (rest, []) else walk (rest, [parentArc])
               | x :: acc' => if x = parentArc then walk (rest, parentArc :: acc) else walk (rest, acc'))
            else walk (rest, a :: acc)
    in
      case (isAbs, walk (arcs, [])) of
        (true, []) => "/"
      | (false, []) => currentArc
      | (_, arcs') => toString {isAbs = isAbs, vol = vol, arcs = arcs'}
    end

  fun isCanonical p = mkCanonical p = p

  fun concat (p1, p2) =
    if isAbsolute p2 then raise Path
    else
      let
        val {isAbs, vol, arcs = a1} = fromString p1
        val {arcs = a2, ...} = fromString p2
        val a1' = case List.rev a1 of "" :: r => List.rev r | _ => a1
      in
        (* as MLton and Poly/ML, also when p2 is "": concat ("a/", "") = "a" *)
        toString {isAbs = isAbs, vol = vol, arcs = a1' @ a2}
      end

  (* Both raise Path when relativeTo is relative, whatever path is (the
     spec; MLton and SML/NJ test relativeTo first, Poly/ML returns an
     absolute (mkAbsolute) or relative (mkRelative) path unchanged). *)
  fun mkAbsolute {path, relativeTo} =
    if not (isAbsolute relativeTo) then raise Path
    else if isAbsolute path then path
    else mkCanonical (concat (relativeTo, path))

  fun mkRelative {path, relativeTo} =
    if not (isAbsolute relativeTo) then raise Path
    else if not (isAbsolute path) then path
    else
      let
        fun arcsOf q = case #arcs (fromString (mkCanonical q)) of [""] => [] | l => l
        fun strip (x :: xs, y :: ys) = if x = y then strip (xs, ys) else (x :: xs, y :: ys)
          | strip p = p
        val (p, r) = strip (arcsOf path, arcsOf relativeTo)
        (* A trailing "/" on path (not the root) stays on the result, as in
           the spec's mkRelative {path = "/a/b/", relativeTo = "/a/c"} =
           "../b/". *)
        val trailing = String.size path > 1 andalso String.sub (path, String.size path - 1) = #"/"
      in
        case List.map (fn _ => parentArc) r @ p of
          [] => currentArc
        | arcs => toString {isAbs = false, vol = "", arcs = if trailing then arcs @ [""] else arcs}
      end

  fun fromUnixPath s = s
  fun toUnixPath s = s
end
