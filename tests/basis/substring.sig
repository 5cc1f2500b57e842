val ss : Substring.substring
val t : string
val toks : string list
val pre : Substring.substring
val post : Substring.substring
val ps : string * string
val c : (char * Substring.substring) option
val n : int
val b : string * int * int
val cmp : order
structure S :
  sig
    type substring = Substring.substring
    type char = char
    type string = string
    val sub : Substring.substring * int -> char
    val size : Substring.substring -> int
    val base : Substring.substring -> string * int * int
    val extract : string * int * int option -> Substring.substring
    val substring : string * int * int -> Substring.substring
    val full : string -> Substring.substring
    val string : Substring.substring -> string
    val isEmpty : Substring.substring -> bool
    val getc : Substring.substring -> (char * Substring.substring) option
    val first : Substring.substring -> char option
    val triml : int -> Substring.substring -> Substring.substring
    val trimr : int -> Substring.substring -> Substring.substring
    val slice : Substring.substring * int * int option -> Substring.substring
    val concat : Substring.substring list -> string
    val concatWith : string -> Substring.substring list -> string
    val explode : Substring.substring -> char list
    val isPrefix : string -> Substring.substring -> bool
    val isSubstring : string -> Substring.substring -> bool
    val isSuffix : string -> Substring.substring -> bool
    val compare : Substring.substring * Substring.substring -> order
    val collate : (char * char -> order) -> Substring.substring * Substring.substring -> order
    val splitl : (char -> bool) -> Substring.substring -> Substring.substring * Substring.substring
    val splitr : (char -> bool) -> Substring.substring -> Substring.substring * Substring.substring
    val splitAt : Substring.substring * int -> Substring.substring * Substring.substring
    val dropl : (char -> bool) -> Substring.substring -> Substring.substring
    val dropr : (char -> bool) -> Substring.substring -> Substring.substring
    val takel : (char -> bool) -> Substring.substring -> Substring.substring
    val taker : (char -> bool) -> Substring.substring -> Substring.substring
    val position : string -> Substring.substring -> Substring.substring * Substring.substring
    val span : Substring.substring * Substring.substring -> Substring.substring
    val translate : (char -> string) -> Substring.substring -> string
    val tokens : (char -> bool) -> Substring.substring -> Substring.substring list
    val fields : (char -> bool) -> Substring.substring -> Substring.substring list
    val app : (char -> unit) -> Substring.substring -> unit
    val foldl : (char * 'a -> 'a) -> 'a -> Substring.substring -> 'a
    val foldr : (char * 'a -> 'a) -> 'a -> Substring.substring -> 'a
  end
val e : bool
