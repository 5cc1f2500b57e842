structure S :
  sig
    exception Err of string
  end
val x : string
