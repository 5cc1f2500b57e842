(* Exceptions carrying arguments of various types: int, string, tuple, record, list, real, function. *)
exception I of int
exception S of string
exception P of int * string
exception R of {code : int, msg : string}
exception L of int list
exception F of real
exception Fn of int -> int
fun test k = (case k of 0 => raise I 42 | 1 => raise S "str" | 2 => raise P (7, "seven") | 3 => raise R {code = 404, msg = "nf"}
              | 4 => raise L [1, 2, 3] | 5 => raise F 2.5 | 6 => raise Fn (fn x => x * 3) | _ => "no raise")
  handle I n => "I " ^ Int.toString n | S s => "S " ^ s | P (n, s) => "P " ^ Int.toString n ^ s
       | R {code, msg} => "R " ^ Int.toString code ^ msg | L l => "L " ^ Int.toString (length l)
       | F r => "F " ^ Real.toString r | Fn f => "Fn " ^ Int.toString (f 5)
val _ = List.app (fn k => print (test k ^ "\n")) [0, 1, 2, 3, 4, 5, 6, 7]
