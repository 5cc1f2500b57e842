structure Utf8 : sig
  type code = word
  exception Invalid of int
  val encode : code -> string
  val decode : string -> code list
  val size : string -> int
end = struct
  type code = word
  exception Invalid of int
  val op andb = Word.andb and op orb = Word.orb and op >> = Word.>>
  infix 7 andb infix 6 orb infix 8 >>
  fun ch w = String.str (Char.chr (Word.toInt w))
  fun encode w =
      if w < 0wx80 then ch w
      else if w < 0wx800 then ch (0wxC0 orb (w >> 0w6)) ^ ch (0wx80 orb (w andb 0wx3F))
      else if w < 0wx10000 then ch (0wxE0 orb (w >> 0w12)) ^ ch (0wx80 orb ((w >> 0w6) andb 0wx3F)) ^ ch (0wx80 orb (w andb 0wx3F))
      else ch (0wxF0 orb (w >> 0w18)) ^ ch (0wx80 orb ((w >> 0w12) andb 0wx3F)) ^ ch (0wx80 orb ((w >> 0w6) andb 0wx3F)) ^ ch (0wx80 orb (w andb 0wx3F))
  fun decode s =
      let val n = String.size s
          fun b i = if i < n then Word.fromInt (Char.ord (String.sub (s, i))) else raise Invalid i
          fun cont i = let val x = b i in if x andb 0wxC0 = 0wx80 then x andb 0wx3F else raise Invalid i end
          fun go i acc =
              if i >= n then rev acc
              else let val x = b i
                   in if x < 0wx80 then go (i + 1) (x :: acc)
                      else if x andb 0wxE0 = 0wxC0 then go (i + 2) (Word.<< (x andb 0wx1F, 0w6) orb cont (i + 1) :: acc)
                      else if x andb 0wxF0 = 0wxE0 then go (i + 3) (Word.<< (x andb 0wx0F, 0w12) orb Word.<< (cont (i + 1), 0w6) orb cont (i + 2) :: acc)
                      else if x andb 0wxF8 = 0wxF0 then go (i + 4) (Word.<< (x andb 0wx07, 0w18) orb Word.<< (cont (i + 1), 0w12) orb Word.<< (cont (i + 2), 0w6) orb cont (i + 3) :: acc)
                      else raise Invalid i
                   end
      in go 0 [] end
  fun size s = length (decode s)
end
