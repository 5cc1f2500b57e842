(* SkeinFlags: BIT_FLAGS over ints whose meaningful bits are `all`
   (Posix.FileSys.O and S).  Hidden by basis.mlb. *)
functor SkeinFlags (val all : int) =
struct
  fun andb (a, b) = Word.toInt (Word.andb (Word.fromInt a, Word.fromInt b))
  fun orb (a, b) = Word.toInt (Word.orb (Word.fromInt a, Word.fromInt b))
  type flags = int
  val all = all
  fun toWord f = SysWord.fromInt f
  fun fromWord w = andb (SysWord.toInt w, all)
  fun flags l = List.foldl orb 0 l
  fun intersect l = List.foldl andb all l
  fun clear (a, b) = andb (Word.toInt (Word.notb (Word.fromInt a)), b)
  fun allSet (a, b) = andb (a, b) = a
  fun anySet (a, b) = andb (a, b) <> 0
end
