structure Parse :> PARSE = struct
  type pos = int
  type 's stream = 's vector * int
  datatype 'a result = Ok of 'a | Err of pos * string
  type ('a, 's) p = 's stream -> ('a * 's stream, pos * string) Sum.t
  fun fromString s = (Vector.tabulate (size s, fn i => String.sub (s, i)), 0)
  fun return x = fn st => Sum.L (x, st)
  fun fail msg = fn (_, i) => Sum.R (i, msg)
  infix 1 >>= >>> ->> >>- >>@
  infixr 0 ||
  fun (p >>= f) st = case p st of Sum.L (x, st') => f x st' | Sum.R e => Sum.R e
  fun p >>> q = p >>= (fn a => q >>= (fn b => return (a, b)))
  fun p ->> q = p >>= (fn _ => q)
  fun p >>- q = p >>= (fn a => q >>= (fn _ => return a))
  fun p >>@ f = p >>= (return o f)
  fun (p || q) st = case p st of Sum.R (i, m) => (case q st of Sum.R (j, m') => Sum.R (if j >= i then (j, m') else (i, m)) | ok => ok)
                               | ok => ok
  fun satisfy pred (v, i) =
      if i < Vector.length v andalso pred (Vector.sub (v, i)) then Sum.L (Vector.sub (v, i), (v, i + 1))
      else Sum.R (i, "unexpected " ^ (if i < Vector.length v then Char.toString (Vector.sub (v, i)) else "end of input"))
  fun char c = satisfy (fn c' => c = c')
  fun delay f st = f () st
  fun many p = delay (fn () => (p >>= (fn x => many p >>@ (fn xs => x :: xs))) || return [])
  fun many1 p = p >>> many p >>@ op::
  fun sepBy (p, sep) = (p >>> many (sep ->> p) >>@ op::) || return []
  val ws = many (satisfy Char.isSpace) >>@ ignore
  fun token s = List.foldr (fn (c, acc) => char c ->> acc) (return ()) (explode s) >>- ws
  fun eof (v, i) = if i = Vector.length v then Sum.L ((), (v, i)) else Sum.R (i, "expected end of input")
  fun parse p st = case p st of Sum.L (x, _) => Ok x | Sum.R e => Err e
end
