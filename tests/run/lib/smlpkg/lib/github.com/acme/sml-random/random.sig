signature RANDOM = sig
  type gen
  val make : Word64.word -> gen
  val next : gen -> Word64.word * gen
  val range : int * int -> gen -> int * gen
  val real : gen -> real * gen
end
