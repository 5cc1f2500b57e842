(* Palindrome detection on cleaned strings, using Substring and char predicates. *)
fun clean s = String.implode (List.map Char.toLower (List.filter Char.isAlphaNum (String.explode s)))
fun isPal s = let val c = clean s in c = String.implode (rev (String.explode c)) end
val tests = ["A man, a plan, a canal: Panama", "hello", "Was it a car or a cat I saw?", "", "ab"]
val _ = List.app (fn t => print (Bool.toString (isPal t) ^ "\n")) tests
