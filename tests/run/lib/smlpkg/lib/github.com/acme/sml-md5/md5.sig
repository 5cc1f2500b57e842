signature MD5 = sig
  type digest
  val digest : string -> digest
  val digestVec : Word8Vector.vector -> digest
  val toHexString : digest -> string
  val toBytes : digest -> Word8Vector.vector
end
