(* Dynamic semantics of the core language (Definition ch. 6): record
   fields are evaluated in textual order whatever their labels, the
   function before its argument, infix operands left to right; a failing
   val pattern raises Bind after evaluating its right-hand side, a
   non-exhaustive fn/case raises Match; exceptions carry functions,
   handlers take layered patterns and may raise; val rec rebinds; ref
   equality is identity, arrays compare by identity, vectors, records and
   datatypes structurally; op on infix constructors, fixity levels 0 and
   9 (infixr), nonfix; an exception alias (exception H = E) is caught by
   either name; local/open shadowing; functor-generated exceptions are
   distinct; andalso/orelse/if evaluate lazily. *)
fun p s = print (s ^ "\n")
fun t s x = (print s; x)
(* record field evaluation order: textual order *)
val r = {b = t "b" 2, a = t "a" 1, c = t "c" 3}
val _ = p ""
val r2 = {3 = t "3" 3, 1 = t "1" 1, 2 = t "2" 2}
val _ = p ""
val tup = (t "x" 1, t "y" 2)
val _ = p ""
(* application: function expression before argument *)
val _ = (t "f" (fn x => x + 1)) (t "arg" 1)
val _ = p ""
val _ = t "l" 1 + t "r" 2
val _ = p ""
(* infix application *)
infix 5 ++
fun a ++ b = a + b
val _ = t "L" 1 ++ t "R" 2
val _ = p ""
(* Bind with side effects *)
val _ = (let val SOME x = (p "eval"; NONE : int option) in x end) handle Bind => (p "Bind"; 0)
val _ = (case 3 of 1 => p "one") handle Match => p "Match"
val _ = ((fn 1 => p "one") 2) handle Match => p "Match fn"
(* exceptions carrying functions *)
exception F of int -> int
val _ = (raise F (fn x => x * 2)) handle F f => p (Int.toString (f 21))
(* handle with layered patterns *)
exception E of int
val _ = (raise E 5) handle e as E n => p ("layered " ^ Int.toString n ^ " " ^ exnName e)
(* raise inside handler *)
exception G
val _ = ((raise E 1) handle E _ => raise G) handle G => p "G from handler"
val _ = ((raise E 1) handle E 2 => p "no" ) handle E n => p ("reraised " ^ Int.toString n)
(* val rec rebinding *)
val f = fn x => x
val rec f = fn 0 => 0 | n => n + f (n - 1)
val _ = p (Int.toString (f 4))
(* shadowing constructor by val? not allowed for constructors in val rec; in val: pattern *)
datatype d = A | B of int
val _ = let val A = A in p "A matched" end
fun g A = "A" | g (B n) = "B" ^ Int.toString n
val _ = p (g (B 3))
(* ref equality *)
val r1 = ref 1 val r2' = ref 1
val _ = p (Bool.toString (r1 = r2') ^ Bool.toString (r1 = r1))
(* structural equality *)
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
val _ = p (Bool.toString (Node (Leaf, [1,2], Leaf) = Node (Leaf, [1,2], Leaf)))
val _ = p (Bool.toString (Vector.fromList [1,2] = Vector.fromList [1,2]) ^ Bool.toString (Array.fromList [1] = Array.fromList [1]))
val arr = Array.fromList [1]
val _ = p (Bool.toString (arr = arr))
val _ = p (Bool.toString ({a = 1, b = "x"} = {b = "x", a = 1}))
val _ = p (Bool.toString ((1, #"a", "s", [true]) = (1, #"a", "s", [true])))
(* op on infix constructors *)
val _ = p (Int.toString (length (op :: (1, [2]))))
datatype ii = ## of int * int
infix 4 ##
val _ = case 1 ## 2 of a ## b => p (Int.toString (a + b))
val _ = case op ## (3, 4) of op ## (a, b) => p (Int.toString (a * b))
(* fixity *)
infix 0 +++
fun x +++ y = x ^ "(" ^ y ^ ")"
infixr 9 ***
fun x *** y = "[" ^ x ^ "," ^ y ^ "]"
val _ = p ("a" +++ "b" +++ "c")
val _ = p ("a" *** "b" *** "c")
infixr 0 $$
fun f $$ x = f x
val _ = p $$ "dollar" ^ "!"
nonfix +
val _ = p (Int.toString (+ (1, 2)))
infix 6 +
(* while returns unit *)
val i = ref 0
val () = while !i < 3 do i := !i + 1
val _ = p (Int.toString (!i))
(* overlapping case *)
val _ = case (1, 2) of (1, _) => p "first" | (_, 2) => p "second" | _ => p "third"
(* exception aliasing *)
exception H = E
val _ = (raise E 7) handle H n => p ("H caught E " ^ Int.toString n)
val _ = (raise H 8) handle E n => p ("E caught H " ^ Int.toString n)
(* local/open shadowing *)
structure S = struct val x = "S.x" val y = "S.y" end
val x = "top x"
local open S in val z = x end
val _ = p (z ^ " " ^ x)
val y = "top y"
val _ = let open S in p y end
(* functor generativity *)
functor Mk () = struct datatype t = T of int exception X end
structure M1 = Mk () structure M2 = Mk ()
val _ = (raise M1.X) handle M2.X => p "wrong: M2.X caught M1.X" | M1.X => p "M1.X ok"
(* string/char comparison *)
val _ = p (Bool.toString (#"a" < #"b") ^ Bool.toString ("" < "a") ^ Bool.toString ("Z" < "a"))
(* exception in val with tuple *)
val _ = (let val (a, 1) = (p "rhs"; (1, 2)) in () end) handle Bind => p "Bind2"
(* nested handle/raise order *)
val _ = (raise (p "making exn"; E 9)) handle E n => p ("got " ^ Int.toString n)
(* case with as and wildcards *)
val _ = case [1,2,3] of (l as (h :: _)) => p (Int.toString (h + length l)) | [] => ()
(* sequence expression *)
val _ = (p "s1"; p "s2"; p "s3")
(* let with exception shadowing *)
val _ = let exception E in (raise E) handle E => p "inner E" end
(* andalso / orelse short circuit *)
val _ = (false andalso (p "no"; true)) orelse (p "yes"; true)
(* if with side effects *)
val _ = if (p "cond"; true) then p "then" else p "else"
(* evaluation of function application with curried args *)
fun h a b = a + b
val _ = h (t "h1" 1) (t "h2" 2)
val _ = p ""
(* vector exp eval order *)
val _ = Vector.fromList [t "v1" 1, t "v2" 2]
val _ = p ""
val _ = [t "l1" 1, t "l2" 2]
val _ = p ""
(* raise evaluation in handle of handler argument *)
val _ = (1 div 0) handle Div => (p "Div"; 0)
val _ = p (exnName Div ^ "|" ^ exnName (Fail "x") ^ "|" ^ exnName (E 1) ^ "|" ^ exnName ListPair.UnequalLengths ^ "|" ^ exnName IEEEReal.Unordered^ "|" ^ exnName (IO.Io {name = "n", function = "f", cause = Fail "c"}))
