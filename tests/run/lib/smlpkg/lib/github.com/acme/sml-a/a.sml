structure A = struct
  val one = Util.Box 1
  fun incr b = b ++ one
  fun fail s = raise Util.Oops s
  val t = Util.tick ()
end
