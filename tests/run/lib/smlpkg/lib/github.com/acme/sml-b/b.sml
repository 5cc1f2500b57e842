structure B = struct
  fun twice b = b ++ b
  fun catch f = f () handle Util.Oops s => "caught " ^ s
  val t = Util.tick ()
end
