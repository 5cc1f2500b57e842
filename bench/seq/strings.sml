(* bench/seq/strings.sml: string building, concatenation, explode/implode
   and Int.toString, repeated; measures string allocation and char lists.
   Arguments: n pieces, r repetitions (sizes: SEQ_SIZES in bench/run.py).
   Repetition k builds the string
   S = concat [toString (i+k) ^ ":" ^ toString ((i+k)*7 mod 1000) ^ ";" | i < n],
   explodes it, maps ';' to ',', reverses the char list, implodes it, and
   hashes the size and every char (BenchUtil.mix).  Prints
   "strings CHECKSUM"; strings.c and strings.ml print the same. *)
open BenchUtil

fun build (k, n) =
  let
    fun loop (i, acc) =
      if i >= n then acc
      else loop (i + 1, String.concat [Int.toString (i + k), ":", Int.toString ((i + k) * 7 mod 1000), ";"] :: acc)
  in
    String.concat (List.rev (loop (0, [])))
  end

fun transform s =
  implode (List.rev (map (fn c => if c = #";" then #"," else c) (explode s)))

fun hashString (s, h) =
  let
    val n = size s
    fun loop (i, h) = if i >= n then h else loop (i + 1, mix (h, ord (String.sub (s, i))))
  in
    loop (0, mix (h, n))
  end

val n = arg 0
val r = arg 1
fun rep (k, h) = if k >= r then h else rep (k + 1, hashString (transform (build (k, n)), h))
val () = print ("strings " ^ Int.toString (rep (0, 0)) ^ "\n")
