(* The CharVector and CharArray structures (MONO_VECTOR, MONO_ARRAY):
   CharVector.vector is string; CharArray.array is char Array.array. *)

signature MONO_VECTOR =
sig
  type vector
  type elem
  val maxLen : int
  val fromList : elem list -> vector
  val tabulate : int * (int -> elem) -> vector
  val length : vector -> int
  val sub : vector * int -> elem
  val update : vector * int * elem -> vector
  val concat : vector list -> vector
  val appi : (int * elem -> unit) -> vector -> unit
  val app : (elem -> unit) -> vector -> unit
  val mapi : (int * elem -> elem) -> vector -> vector
  val map : (elem -> elem) -> vector -> vector
  val foldli : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldri : (int * elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldl : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val foldr : (elem * 'a -> 'a) -> 'a -> vector -> 'a
  val findi : (int * elem -> bool) -> vector -> (int * elem) option
  val find : (elem -> bool) -> vector -> elem option
  val exists : (elem -> bool) -> vector -> bool
  val all : (elem -> bool) -> vector -> bool
  val collate : (elem * elem -> order) -> vector * vector -> order
end

signature MONO_ARRAY =
sig
  eqtype array
  type elem
  type vector
  val maxLen : int
  val array : int * elem -> array
  val fromList : elem list -> array
  val tabulate : int * (int -> elem) -> array
  val length : array -> int
  val sub : array * int -> elem
  val update : array * int * elem -> unit
  val vector : array -> vector
  val copy : {src : array, dst : array, di : int} -> unit
  val copyVec : {src : vector, dst : array, di : int} -> unit
  val appi : (int * elem -> unit) -> array -> unit
  val app : (elem -> unit) -> array -> unit
  val modifyi : (int * elem -> elem) -> array -> unit
  val modify : (elem -> elem) -> array -> unit
  val foldli : (int * elem * 'b -> 'b) -> 'b -> array -> 'b
  val foldri : (int * elem * 'b -> 'b) -> 'b -> array -> 'b
  val foldl : (elem * 'b -> 'b) -> 'b -> array -> 'b
  val foldr : (elem * 'b -> 'b) -> 'b -> array -> 'b
  val findi : (int * elem -> bool) -> array -> (int * elem) option
  val find : (elem -> bool) -> array -> elem option
  val exists : (elem -> bool) -> array -> bool
  val all : (elem -> bool) -> array -> bool
  val collate : (elem * elem -> order) -> array * array -> order
end

structure CharVector : MONO_VECTOR =
struct
  type vector = string
  type elem = char
  val maxLen = String.maxSize
  val fromList = implode
  fun tabulate (n, f) = if n < 0 orelse n > maxLen then raise Size else SkeinPrim.stringTabulate (n, f)
  val length = size
  val sub = String.sub
  val concat = String.concat

  fun update (s, i, c) =
    if i < 0 orelse i >= size s then raise Subscript
    else tabulate (size s, fn k => if k = i then c else SkeinPrim.stringUnsafeSub (s, k))

  fun foldli f b s =
    let val n = size s
        fun loop (i, acc) = if i >= n then acc else loop (i + 1, f (i, SkeinPrim.stringUnsafeSub (s, i), acc))
    in loop (0, b) end

  fun foldri f b s =
    let fun loop (i, acc) = if i < 0 then acc else loop (i - 1, f (i, SkeinPrim.stringUnsafeSub (s, i), acc))
    in loop (size s - 1, b) end

  fun foldl f b s = foldli (fn (_, x, acc) => f (x, acc)) b s
  fun foldr f b s = foldri (fn (_, x, acc) => f (x, acc)) b s
  fun appi f s = foldli (fn (i, x, ()) => f (i, x)) () s
  fun app f s = foldli (fn (_, x, ()) => f x) () s
  fun mapi f s = SkeinPrim.stringTabulate (size s, fn i => f (i, SkeinPrim.stringUnsafeSub (s, i)))
  fun map f s = String.map f s

  fun findi p s =
    let val n = size s
        fun loop i =
          if i >= n then NONE
          else let val c = SkeinPrim.stringUnsafeSub (s, i) in if p (i, c) then SOME (i, c) else loop (i + 1) end
    in loop 0 end

  fun find p s = case findi (fn (_, x) => p x) s of SOME (_, x) => SOME x | NONE => NONE
  fun exists p s = case findi (fn (_, x) => p x) s of SOME _ => true | NONE => false
  fun all p s = not (exists (fn x => not (p x)) s)
  val collate = String.collate
end

structure CharArray : MONO_ARRAY =
struct
  type array = char Array.array
  type elem = char
  type vector = string
  val maxLen = Array.maxLen
  val array = Array.array
  val fromList = Array.fromList
  val tabulate = Array.tabulate
  val length = Array.length
  val sub = Array.sub
  val update = Array.update
  fun vector a = SkeinPrim.stringOfCharArray (a, 0, Array.length a)
  val copy = Array.copy
  fun copyVec {src, dst, di} =
    if di < 0 orelse di > Array.length dst - size src then raise Subscript
    else CharVector.appi (fn (i, c) => Array.update (dst, di + i, c)) src
  val appi = Array.appi
  val app = Array.app
  val modifyi = Array.modifyi
  val modify = Array.modify
  val foldli = Array.foldli
  val foldri = Array.foldri
  val foldl = Array.foldl
  val foldr = Array.foldr
  val findi = Array.findi
  val find = Array.find
  val exists = Array.exists
  val all = Array.all
  val collate = Array.collate
end
