val h : string
val bin : string
val m : string
val n : int option
val x : int option
val bad : int option
val o8 : int option
val getc : string * int -> (char * (string * int)) option
val word : string
val rest : string * int
val rest' : string * int
val padded : string
val fmts : StringCvt.realfmt list
type 'a r = 'a -> (char * 'a) option
val sub : Substring.substring -> (char * Substring.substring) option
val fromSub : (int * Substring.substring) option
