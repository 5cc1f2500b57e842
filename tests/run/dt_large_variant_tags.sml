(* A datatype with 20 constructors, half carrying values: tags are preserved through lists and matches. *)
datatype big = C0 | C1 of int | C2 | C3 of string | C4 | C5 of int | C6 | C7 of int * int | C8 | C9 of real
  | C10 | C11 of int | C12 | C13 of int | C14 | C15 of int | C16 | C17 of int | C18 | C19 of int
fun code x = case x of C0 => 0 | C1 n => 100 + n | C2 => 2 | C3 s => 300 + size s | C4 => 4 | C5 n => 500 + n | C6 => 6 | C7 (a, b) => 700 + a + b
  | C8 => 8 | C9 r => 900 + round r | C10 => 10 | C11 n => 1100 + n | C12 => 12 | C13 n => 1300 + n | C14 => 14 | C15 n => 1500 + n | C16 => 16 | C17 n => 1700 + n | C18 => 18 | C19 n => 1900 + n
val all = [C0, C1 1, C2, C3 "abc", C4, C5 5, C6, C7 (3, 4), C8, C9 9.4, C10, C11 11, C12, C13 13, C14, C15 15, C16, C17 17, C18, C19 19]
val _ = print (String.concatWith " " (map (Int.toString o code) all) ^ "\n")
