"""Feature areas of scripts/diff-fuzz.py: generators of whole top-level
declaration blocks (modules, IntInf, Word64, Char/String/Substring and
list Basis functions, deep pattern matching, exceptions), mixed into its
`Gen` class.  Each `*_block` method returns the text of some top-level
declarations that define what they use (beside the prelude and the
functions generated before them) and print every value whose difference
would show; `AREAS` names them for `--area`.

Where the expected value matters to avoid a Poly/ML deviation (IntInf and
Word64 conversions near Poly/ML's 63-bit int), the generator evaluates the
expression itself (`big`, `w64` return the value beside the code).
"""

BIG = [10**18 + 7, 999999999999999989, 123456789012345678, 2**62, 2**63 - 1, 2**63,
       2**64 + 1, 4611686018427387903, 3, 7, 0, 1, 10**9 + 7, 2**31, 2**32 - 1, 10**30]
W64 = 1 << 64


def sml_int(n):
    return f"~{-n}" if n < 0 else str(n)


def quot(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def rem(a, b):
    return a - b * quot(a, b)


def safe_int(v):
    """An IntInf value whose conversion to int is the same with Poly/ML's
    63-bit int and a 64-bit one (in range in both, or out of range in both)."""
    return v is None or abs(v) < 2**61 or abs(v) > 2**63


SHOW_EXN = 'handle e => print ("exn " ^ showExn e ^ "\\n")'

STRINGS = ['""', '"a"', '"hello world"', '"  lead and trail  "', '"a,b,,c"', '"x1 y22 z333"',
           '"A-b_C.d"', '"tab\\there"', '"42"', '"Mixed Case 7"', '",,"', '"aaa"', '"ab ab ab"']
CHARS = ['#"a"', '#"Z"', '#"0"', '#"9"', '#" "', '#"\\t"', '#","', '#"-"', '#"q"', '#"\\n"', '#"_"']
ESCAPED = ['"a\\\\tb"', '"ab\\\\qcd"', '"\\\\065\\\\066"', '"x\\\\   \\\\y"', '"\\\\^Z"', '""', '"abc\\\\"',
           '"\\\\u0041"', '"\\\\999"', '"\\\\x41"', '"\\\\101"', '"\\\\\'"', '"\\\\?"', '"\\\\n"']
CPREDS = ["Char.isSpace", "Char.isAlpha", "Char.isDigit", "Char.isPunct", "Char.isUpper",
          "(fn c => c = #\",\")", "(fn c => c = #\" \" orelse c = #\"-\")", "Char.isAlphaNum"]


class AreaGen:
    """Mixin of Gen: one block generator per feature area."""

    def iexp(self, env, d=2):
        """An int expression whose magnitude stays small (wrapped)."""
        return self.wrap(*self.int(env, d))[0]

    def shown(self, e, show="Int.toString"):
        return f"val () = print ({show} ({e}) ^ \"\\n\") {SHOW_EXN}"

    # ---- modules ----

    def modules_block(self):
        return self.ch([self.abstype_block, self.functor_block, self.nested_block,
                        self.sigops_block, self.dict_block, self.dtspec_block])()

    def dict_block(self):
        """A functor over an ordered key (eqtype, compare) building a
        polymorphic dictionary, ascribed opaquely with `where type`, applied
        at int and string keys (one order reversed), used at several value
        types; datatype replication; a functor applying another in its body."""
        o, dsig, fn, pf = self.fresh("ORD"), self.fresh("DICT"), self.fresh("Dict"), self.fresh("Pairs")
        ik, sk, di, ds, pp = self.fresh("IK"), self.fresh("SK"), self.fresh("DI"), self.fresh("DS"), self.fresh("PP")
        seal = self.ch([":>", ":"])
        rev = self.p(0.5)
        out = [f"signature {o} = sig eqtype key val compare : key * key -> order val show : key -> string end",
               f"signature {dsig} = sig\n  structure K : {o}\n  type 'a dict\n  val empty : 'a dict\n"
               f"  val insert : 'a dict * K.key * 'a -> 'a dict\n  val find : 'a dict * K.key -> 'a option\n"
               f"  val fold : (K.key * 'a * 'b -> 'b) -> 'b -> 'a dict -> 'b\n"
               f"  val map : ('a -> 'b) -> 'a dict -> 'b dict\n  val size : 'a dict -> int\nend",
               f"functor {fn} (K : {o}) {seal} {dsig} where type K.key = K.key = struct\n  structure K = K\n"
               f"  datatype 'a dict = Lf | Nd of 'a dict * K.key * 'a * 'a dict\n  val empty = Lf\n"
               f"  fun insert (Lf, k, v) = Nd (Lf, k, v, Lf)\n"
               f"    | insert (Nd (l, k', v', r), k, v) = (case K.compare (k, k') of\n"
               f"        LESS => Nd (insert (l, k, v), k', v', r)\n      | GREATER => Nd (l, k', v', insert (r, k, v))\n"
               f"      | EQUAL => Nd (l, k, v, r))\n"
               f"  fun find (Lf, _) = NONE\n    | find (Nd (l, k', v, r), k) =\n"
               f"        if k = k' then SOME v else (case K.compare (k, k') of LESS => find (l, k) | _ => find (r, k))\n"
               f"  fun fold f z Lf = z | fold f z (Nd (l, k, v, r)) = fold f (f (k, v, fold f z l)) r\n"
               f"  fun map f Lf = Lf | map f (Nd (l, k, v, r)) = Nd (map f l, k, f v, map f r)\n"
               f"  fun size d = fold (fn (_, _, n) => n + 1) 0 d\nend",
               f"structure {ik} = struct type key = int\n  fun compare (a, b) = Int.compare ({'b, a' if rev else 'a, b'})\n"
               f"  val show = Int.toString end",
               f"structure {sk} = struct type key = string val compare = String.compare fun show s = \"'\" ^ s ^ \"'\" end",
               f"structure {di} = {fn} ({ik})",
               f"structure {ds} = {fn} ({sk})"]
        ikeys = [self.rng.randrange(-5, 12) for _ in range(self.rng.randrange(0, 9))]
        skeys = [self.ch(["a", "b", "ab", "", "ba", "zz", "A"]) for _ in range(self.rng.randrange(0, 7))]
        d1, d2 = self.fresh("d"), self.fresh("d")
        out.append(f"val {d1} = foldl (fn ((k, v), d) => {di}.insert (d, k, v)) {di}.empty ["
                   + ", ".join(f"({sml_int(kk)}, \"v{j}\")" for j, kk in enumerate(ikeys)) + "]")
        out.append(f"val {d2} = foldl (fn ((k, v), d) => {ds}.insert (d, k, v)) {ds}.empty ["
                   + ", ".join(f"(\"{kk}\", {j})" for j, kk in enumerate(skeys)) + "]")
        show = (f"fun show{d1} d = {di}.fold (fn (k, v, acc) => acc ^ {di}.K.show k ^ \"=\" ^ v ^ \" \") \"\" d\n"
                f"val () = print (show{d1} {d1} ^ Int.toString ({di}.size {d1}) ^ \"\\n\")")
        out.append(show)
        for _ in range(self.rng.randrange(2, 6)):
            out.append(self.ch([
                f"val () = print ({ds}.fold (fn (k, v, acc) => acc ^ {ds}.K.show k ^ \":\" ^ Int.toString v ^ \" \") \"\" {d2} ^ \"\\n\")",
                f"val () = print ({ds}.fold (fn (k, v, acc) => k ^ acc) \"\" ({ds}.map (fn n => n * n) {d2}) ^ \"\\n\")",
                f"val () = print (show{d1} ({di}.map (fn s => s ^ s) {d1}) ^ \"\\n\")",
                f"val () = print (showList ({di}.fold (fn (k, v, acc) => k :: size v :: acc) [] {d1}) ^ \"\\n\")",
                f"val () = print ((case {di}.find ({d1}, {sml_int(self.rng.randrange(-5, 12))}) of NONE => \"none\" | SOME v => v) ^ \"\\n\")",
                f"val () = print ((case {ds}.find ({d2}, \"{self.ch(['a', 'b', 'ab', '', 'q'])}\") of NONE => \"none\" | SOME v => Int.toString v) ^ \"\\n\")",
                f"val () = print (Int.toString ({di}.size ({di}.insert ({di}.map (fn s => (s, 1)) {d1}, 0, (\"z\", 2)))) ^ \"\\n\")",
            ]))
        if self.p(0.6):
            # a functor applying the functor in its body; datatype replication
            out.append(f"functor {pf} (structure A : {o} structure B : {o}) = struct\n"
                       f"  structure DA = {fn} (A)\n  structure DB = {fn} (B)\n"
                       f"  datatype side = datatype order\n"
                       f"  fun both (xs, ys) = (foldl (fn (x, d) => DA.insert (d, x, ())) DA.empty xs,\n"
                       f"                       foldl (fn (y, d) => DB.insert (d, y, ())) DB.empty ys)\n"
                       f"  fun keys (a, b) = DA.fold (fn (k, _, s) => s ^ A.show k) \"\" a ^ \"|\" ^ DB.fold (fn (k, _, s) => s ^ B.show k) \"\" b\n"
                       f"  fun cmp (x, y) = case A.compare (x, y) of LESS => \"<\" | EQUAL => \"=\" | GREATER => \">\"\nend")
            out.append(f"structure {pp} = {pf} (structure A = {ik} structure B = {sk})")
            out.append(f"val () = print ({pp}.keys ({pp}.both ([{', '.join(sml_int(x) for x in ikeys[:4])}], "
                       f"[{', '.join(chr(34) + x + chr(34) for x in skeys[:4])}])) ^ {pp}.cmp ({sml_int(self.rng.randrange(-3, 3))}, 0) ^ \"\\n\")")
        return "\n".join(out)

    def dtspec_block(self):
        """A signature with datatype and exception specifications; its
        constructors used through paths in nested patterns and handlers,
        and after `open` in a local; a functor taking it."""
        sg, st, fn, ap = self.fresh("SHAPES"), self.fresh("Sh"), self.fresh("Area"), self.fresh("Ar")
        opaque = self.p(0.5)
        out = [f"signature {sg} = sig\n  datatype s = Sq of int | Re of {{w : int, h : int}} | Many of s list | No\n"
               f"  exception Neg of s\n  val mk : int -> s\n  val area : s -> int\nend",
               f"structure {st} {':>' if opaque else ':'} {sg} = struct\n"
               f"  datatype s = Sq of int | Re of {{w : int, h : int}} | Many of s list | No\n"
               f"  exception Neg of s\n"
               f"  fun mk n = if n < 0 then raise Neg (Sq n) else if n mod 3 = 0 then Sq n\n"
               f"    else if n mod 3 = 1 then Re {{w = n, h = n div 2}} else Many [Sq 1, mk (n - 2)]\n"
               f"  fun area (Sq n) = n * n | area (Re {{w, h}}) = w * h\n"
               f"    | area (Many l) = foldl (fn (x, a) => a + area x) 0 l | area No = 0\nend",
               f"functor {fn} (S : {sg}) = struct\n"
               f"  fun describe (S.Sq 0) = \"empty square\"\n"
               f"    | describe (S.Sq n) = \"sq\" ^ Int.toString n\n"
               f"    | describe (S.Re {{w = 1, ...}}) = \"thin\"\n"
               f"    | describe (S.Re {{w, h}}) = \"re\" ^ Int.toString (w + h)\n"
               f"    | describe (S.Many []) = \"none\"\n"
               f"    | describe (S.Many [x]) = \"one \" ^ describe x\n"
               f"    | describe (S.Many (S.Sq a :: S.Sq b :: _)) = \"sqsq\" ^ Int.toString (a + b)\n"
               f"    | describe (S.Many (x :: r)) = describe x ^ \"+\" ^ describe (S.Many r)\n"
               f"    | describe S.No = \"no\"\n"
               f"  fun total ns = foldl (fn (n, a) => a + S.area (S.mk n)) 0 ns handle S.Neg (S.Sq n) => n\nend",
               f"structure {ap} = {fn} ({st})"]
        for _ in range(self.rng.randrange(2, 6)):
            n = self.rng.randrange(-3, 15)
            out.append(self.ch([
                f"val () = print ({ap}.describe ({st}.mk {sml_int(n)}) ^ \"\\n\") handle {st}.Neg _ => print \"Neg\\n\"",
                f"val () = print (Int.toString ({ap}.total [{', '.join(sml_int(self.rng.randrange(-2, 12)) for _ in range(4))}]) ^ \"\\n\")",
                f"val () = print ({ap}.describe ({st}.Many [{st}.mk {n % 9}, {st}.No, {st}.Re {{h = 2, w = {sml_int(n)}}}]) ^ \"\\n\")",
                f"local open {st} in val () = print ((case mk {sml_int(n)} of Sq k => \"Sq\" ^ Int.toString k | Re {{h, ...}} => \"Re\" ^ Int.toString h\n"
                f"  | Many (_ :: Sq k :: _) => \"M\" ^ Int.toString k | _ => \"other\") handle Neg (Sq k) => \"neg\" ^ Int.toString k | Neg _ => \"neg?\") end\n"
                f"val () = print \"\\n\"",
            ]))
        return "\n".join(out)

    def abstype_block(self):
        """A signature with an abstract type, a structure ascribed opaquely or
        transparently, used through its operations."""
        sg, st = self.fresh("STORE"), self.fresh("St")
        rep = self.rng.randrange(3)
        opaque = self.p(0.6)
        sig = (f"signature {sg} = sig\n  type t\n  exception Empty\n  val empty : t\n"
               f"  val push : int * t -> t\n  val pop : t -> int * t\n  val size : t -> int\n"
               f"  val toList : t -> int list\nend")
        if rep == 0:
            body = ("  type t = int list\n  exception Empty\n  val empty = []\n"
                    "  fun push (x, s) = x :: s\n  fun pop [] = raise Empty | pop (x :: s) = (x, s)\n"
                    "  val size = length\n  fun toList s = s")
        elif rep == 1:
            body = ("  type t = {n : int, items : int list}\n  exception Empty\n  val empty = {n = 0, items = []}\n"
                    "  fun push (x, {n, items}) = {n = n + 1, items = x :: items}\n"
                    "  fun pop {n = 0, ...} = raise Empty\n    | pop {n, items = x :: r} = (x, {n = n - 1, items = r})\n"
                    "    | pop _ = raise Fail \"bad\"\n"
                    "  fun size (s : t) = #n s\n  fun toList ({items, ...} : t) = items")
        else:
            body = ("  datatype t = E | C of int * t\n  exception Empty\n  val empty = E\n"
                    "  val push = C\n  fun pop E = raise Empty | pop (C (x, s)) = (x, s)\n"
                    "  fun size E = 0 | size (C (_, s)) = 1 + size s\n"
                    "  fun toList E = [] | toList (C (x, s)) = x :: toList s")
        out = [sig, f"structure {st} {':>' if opaque else ':'} {sg} = struct\n{body}\nend"]
        v = self.fresh("s")
        e = f"{st}.empty"
        for _ in range(self.rng.randrange(1, 6)):
            e = f"{st}.push ({self.iexp([], 1)}, {e})"
        out.append(f"val {v} = {e} handle _ => {st}.empty")
        pops = self.rng.randrange(0, 7)
        x = self.fresh("x")
        out.append(f"fun {x} (0, s) = showList ({st}.toList s) ^ \" size \" ^ Int.toString ({st}.size s)\n"
                   f"  | {x} (n, s) = let val (a, s') = {st}.pop s in Int.toString a ^ \";\" ^ {x} (n - 1, s') end")
        out.append(f"val () = print ({x} ({pops}, {v}) ^ \"\\n\") handle {st}.Empty => print \"Empty\\n\"")
        if rep == 0 and not opaque:
            # transparent: the representation shows
            out.append(f"val () = print (showList ({v} @ [1]) ^ \"\\n\")")
        return "\n".join(out)

    def functor_block(self):
        """A functor whose body declares a datatype, an exception and a ref,
        applied to two argument structures: the applications are generative."""
        fn, a1, a2 = self.fresh("Mk"), self.fresh("A"), self.fresh("B")
        lim = self.rng.randrange(5, 60)
        body = (f"functor {fn} (P : sig type elt val base : int val step : int -> int\n"
                f"                    val show : elt -> string val x : elt end) = struct\n"
                f"  datatype t = Num of int | Elt of P.elt | Two of t * t\n"
                f"  exception Bad of int\n  exception Plain\n"
                f"  val counter = ref P.base\n"
                f"  fun next () = (counter := (P.step (!counter)) mod 1000; !counter)\n"
                f"  fun check n = if n > {lim} then raise Bad n else if n < 0 then raise Plain else Num n\n"
                f"  fun show (Num n) = Int.toString n | show (Elt e) = P.show e\n"
                f"    | show (Two (a, b)) = \"(\" ^ show a ^ \" \" ^ show b ^ \")\"\n"
                f"  val it = Two (Elt P.x, Num P.base)\nend")
        y = self.fresh("y")
        s1 = (f"structure {a1} = {fn} (struct type elt = int val base = {self.iexp([], 1)} handle _ => 1\n"
              f"  fun step {y} = {self.iexp([(y, 'int', 1 << 24)], 2)} val show = Int.toString val x = {self.iexp([], 1)} handle _ => 2 end)")
        s2 = (f"structure {a2} = {fn} (struct type elt = string val base = {self.iexp([], 1)} handle _ => 3\n"
              f"  fun step {y} = {self.iexp([(y, 'int', 1 << 24)], 2)} fun show s = \"'\" ^ s ^ \"'\" val x = {self.string([], 1)} handle _ => \"x\" end)")
        out = [body, s1, s2]
        for _ in range(self.rng.randrange(2, 5)):
            s, o = self.ch([(a1, a2), (a2, a1)])
            arms = [f"{o}.Bad n => \"{o}.Bad \" ^ Int.toString n", f"{s}.Bad n => \"{s}.Bad \" ^ Int.toString n",
                    f"{o}.Plain => \"{o}.Plain\"", f"{s}.Plain => \"{s}.Plain\""]
            self.rng.shuffle(arms)
            arms = arms[:self.rng.randrange(1, 5)]
            out.append(f"val () = print ((({s}.show ({s}.check ({self.iexp([], 2)} - {self.rng.randrange(0, 40)})))\n"
                       f"  handle {' | '.join(arms)}) ^ \"\\n\") handle e => print (\"exn \" ^ exnName e ^ \"\\n\")")
            if self.p(0.5):
                out.append(f"val () = print (Int.toString ({s}.next ()) ^ \" \" ^ Int.toString ({o}.next ()) ^ \" \" ^ Int.toString ({s}.next ()) ^ \"\\n\")")
        out.append(f"val () = print ({a1}.show ({a1}.Two ({a1}.it, {a1}.Num ({a1}.next ()))) ^ \" \" ^ {a2}.show {a2}.it ^ \"\\n\")")
        return "\n".join(out)

    def nested_block(self):
        """Nested structures named by paths, open (shadowing), local at top level."""
        o, i, j = self.fresh("Outer"), self.fresh("In"), self.fresh("Jn")
        a, b, x = self.fresh("a"), self.fresh("b"), self.fresh("x")
        out = [f"val {a} = {self.iexp([], 1)} handle _ => 1",
               f"structure {o} = struct\n  val {a} = {self.iexp([], 1)} handle _ => 2\n"
               f"  structure {i} = struct\n    fun f {x} = {self.iexp([(x, 'int', 1 << 24), (a, 'int', 1 << 24)], 2)}\n"
               f"    val {b} = f {a} handle _ => 3\n  end\n"
               f"  structure {j} = struct\n    open {i}\n    fun g {x} = f ({x} + {b}) - {a}\n    val {a} = g 1 handle _ => 4\n  end\n"
               f"  val sum = {i}.f {a} + {j}.{a} handle _ => 5\nend"]
        loc = self.fresh("r")
        h = self.fresh("helper")
        out.append(f"local\n  open {o}.{i}\n  fun {h} {x} = f ({x} * 2) + {b}\nin\n"
                   f"  val {loc} = {h} {self.rng.randrange(10)} handle _ => 6\n"
                   f"  structure {o}_L = struct val z = {h} {a} handle _ => 7 fun w n = {h} n + {o}.{a} end\nend")
        shows = [f"{o}.{i}.f {sml_int(self.rng.randrange(-5, 20))}", f"{o}.{j}.g {sml_int(self.rng.randrange(-5, 20))}",
                 f"{o}.sum", f"{loc}", f"{o}_L.z", f"{o}_L.w {self.rng.randrange(9)}", a, f"{o}.{j}.{a}", f"{o}.{i}.{b}"]
        self.rng.shuffle(shows)
        for s in shows[:self.rng.randrange(3, len(shows))]:
            out.append(self.shown(s))
        if self.p(0.5):
            # open at top level shadows the earlier a
            out.append(f"open {o}")
            out.append(self.shown(f"{a} + {i}.{b}"))
        return "\n".join(out)

    def sigops_block(self):
        """where type, include, sharing type in functor parameters."""
        base, ext, x, y, c = (self.fresh(p) for p in ("BASE", "EXT", "X", "Y", "Comb"))
        k1, k2 = self.rng.randrange(1, 9), self.rng.randrange(1, 9)
        out = [f"signature {base} = sig type t val mk : int -> t val get : t -> int end",
               f"signature {ext} = sig\n  include {base}\n  val add : t * t -> t\n  val name : string\nend",
               f"structure {x} : {ext} where type t = int = struct\n  type t = int\n  fun mk n = n * {k1}\n"
               f"  fun get n = n\n  fun add (a, b) = a + b\n  val name = \"{x}\"\nend",
               f"structure {y} :> {ext} = struct\n  type t = int * int\n  fun mk n = (n, n + {k2})\n"
               f"  fun get (a, b) = a * 10 + b\n  fun add ((a, b), (c, d)) = (a + c, b + d)\n  val name = \"{y}\"\nend",
               f"functor {c} (structure A : {ext} structure B : {base} sharing type A.t = B.t) = struct\n"
               f"  fun both n = A.get (A.add (A.mk n, B.mk (n + 1)))\n  val tag = A.name\nend",
               f"structure {c}1 = {c} (structure A = {x} structure B = {x})",
               f"structure {c}2 = {c} (structure A = {y} structure B = {y})"]
        for _ in range(self.rng.randrange(2, 6)):
            out.append(self.ch([
                self.shown(f"{c}1.both ({self.iexp([], 1)})"),
                self.shown(f"{c}2.both ({self.iexp([], 1)})"),
                # where type t = int: X.t is int outside
                self.shown(f"{x}.mk {self.rng.randrange(9)} + {x}.get 3"),
                self.shown(f"{y}.get ({y}.add ({y}.mk {self.rng.randrange(9)}, {y}.mk {self.rng.randrange(9)}))"),
                f"val () = print ({c}1.tag ^ {c}2.tag ^ \"\\n\")",
            ]))
        return "\n".join(out)

    # ---- IntInf / LargeInt ----

    def big(self, d):
        """(code, value) of an IntInf.int expression; value None when it raises Div."""
        if d <= 0 or self.p(0.2):
            r = self.rng.randrange(5)
            if r < 2:
                n = self.ch(BIG) * self.ch([1, -1])
                return f"({sml_int(n)} : IntInf.int)", n
            i = self.rng.randrange(len(OPAQUE_VALUES))
            if r == 2:
                return f"(IntInf.fromInt (k {i}))", OPAQUE_VALUES[i]
            if r == 3:
                return f"(Int.toLarge (k {i}))", OPAQUE_VALUES[i]
            n = self.ch(BIG)
            return f"(valOf (IntInf.fromString \"{sml_int(n)}\"))", n
        (a, va), (b, vb) = self.big(d - 1), self.big(d - 1)
        r = self.rng.randrange(14)
        both = va is not None and vb is not None
        if r < 2:
            e, v = f"({a} + {b})", (va + vb if both else None)
        elif r < 3:
            e, v = f"({a} - {b})", (va - vb if both else None)
        elif r < 6:
            e, v = f"({a} * {b})", (va * vb if both else None)
        elif r < 10:
            op = self.ch(["div", "mod", "quot", "rem"])
            f = {"div": lambda x, y: x // y, "mod": lambda x, y: x % y, "quot": quot, "rem": rem}[op]
            e = f"({a} {op} {b})" if op in ("div", "mod") else f"(IntInf.{op} ({a}, {b}))"
            v = f(va, vb) if both and vb != 0 else None
        elif r < 11:
            n = self.rng.randrange(0, 5) if va is None or abs(va) < 10**40 else 1
            e, v = f"(IntInf.pow ({a}, {n}))", (va ** n if va is not None else None)
        elif r < 12:
            e, v = self.ch([(f"(~ {a})", None if va is None else -va), (f"(abs {a})", None if va is None else abs(va))])
        elif r < 13:
            e, v = f"(IntInf.max ({a}, {b}))", (max(va, vb) if both else None)
        else:
            e = f"(if {a} < {b} then {a} else {b} - 1)"
            v = (va if va < vb else vb - 1) if both else None
        if v is not None and abs(v) > 10**120:
            m = self.ch([10**40 + 9, 2**100, 999999999989])
            e, v = f"({e} mod {m})", v % m
        return e, v

    def numconv_decl(self):
        """Int/IntInf/Word fromString, fmt in every radix (the Basis scanners'
        corner cases: signs ~ - +, leading space, trailing junk, 0x, 0wx)."""
        strs = ['" ~12x"', '"-12"', '"+7"', '"0x1F"', '""', '"~"', '"\\t 42"', '"00012"', '"~0"',
                '"123456789012345678901234567890"', '"FF"', '"0wxFF"', '"0wFF"', '"ffffffff"', '"100000000"',
                '" 1a"', '"0x"', '"1FFFFFFFFFFFFFFFF"', '"FFFFFFFFFFFFFFFF"', '"g"']
        xs = ", ".join(self.ch(strs) for _ in range(self.rng.randrange(2, 7)))
        conv = self.ch([("Int", "Int.toString"), ("IntInf", "IntInf.toString"), ("Word32", "Word32.toString"),
                        ("Word64", "Word64.toString"), ("Word8", "Word8.toString"), ("Int32", "Int32.toString")])
        radix = self.ch(["BIN", "OCT", "DEC", "HEX"])
        i = self.rng.randrange(len(OPAQUE_VALUES))
        return self.ch([
            f"val () = List.app (fn s => print (((case {conv[0]}.fromString s of NONE => \"NONE\" | SOME v => {conv[1]} v)"
            f" handle Overflow => \"Overflow\") ^ \"\\n\")) [{xs}]",
            f"val () = print (Int.fmt StringCvt.{radix} (k {i}) ^ \" \" ^ IntInf.fmt StringCvt.{radix} "
            f"(IntInf.* (Int.toLarge (k {i}), 12345678901234567)) ^ \"\\n\")",
            f"val () = print (Word32.fmt StringCvt.{radix} (Word32.fromInt (k {i})) ^ \" \" ^ Word8.fmt StringCvt.{radix} (Word8.fromInt (k {i})) ^ \"\\n\")",
        ])

    def intinf_block(self):
        out = []
        for _ in range(self.rng.randrange(3, 8)):
            r = self.rng.randrange(8)
            e, v = self.big(self.rng.randrange(1, 5))
            if r < 3:
                out.append(self.shown(e, "IntInf.toString"))
            elif r < 4:
                e2, _ = self.big(2)
                out.append(f"val () = print ((case IntInf.compare ({e}, {e2}) of LESS => \"LESS\" | EQUAL => \"EQUAL\""
                           f" | GREATER => \"GREATER\") ^ \" \" ^ Int.toString (IntInf.sign {e}) ^ \"\\n\") {SHOW_EXN}")
            elif r < 5:
                if not safe_int(v):
                    e, v = f"({e} mod 1000000007)", v % 1000000007
                out.append(f"val () = print ((Int.toString (IntInf.toInt {e}) handle Overflow => \"Overflow\") ^ \"\\n\") {SHOW_EXN}")
            elif r < 6:
                out.append(f"val () = print ((Int32.toString (Int32.fromLarge {e}) handle Overflow => \"Overflow\") ^ \"\\n\") {SHOW_EXN}")
            elif r < 7:
                e2, _ = self.big(2)
                f = self.ch(["divMod", "quotRem"])
                out.append(f"val () = let val (q, r) = IntInf.{f} ({e}, {e2}) in print (IntInf.toString q ^ \" \" ^ IntInf.toString r ^ \"\\n\") end {SHOW_EXN}")
            elif self.p(0.5):
                out.append(self.numconv_decl())
            else:
                out.append(f"val () = print (LargeInt.toString (LargeInt.fromInt (k {self.rng.randrange(len(OPAQUE_VALUES))}) * {e}) ^ \"\\n\") {SHOW_EXN}")
        return "\n".join(out)

    # ---- Word64 / LargeWord / Word round trips / quot-rem ----

    def w64(self, d):
        """(code, value mod 2^64) of a Word64.word expression, None when it raises Div."""
        if d <= 0 or self.p(0.2):
            r = self.rng.randrange(3)
            if r == 0:
                n = self.ch(BIG) * self.ch([1, -1])
                return f"(Word64.fromLargeInt ({sml_int(n)} : IntInf.int))", n % W64
            if r == 1:
                n = self.ch([0, 1, 0xff, 0xdeadbeef, 0x8000000000000000, W64 - 1, 0x7fffffffffffffff, 12345])
                return f"(0wx{n:X} : Word64.word)", n
            i = self.ch([i for i, n in enumerate(OPAQUE_VALUES) if n >= 0])
            return f"(Word64.fromInt (k {i}))", OPAQUE_VALUES[i]
        (a, va), (b, vb) = self.w64(d - 1), self.w64(d - 1)
        both = va is not None and vb is not None
        r = self.rng.randrange(10)
        if r < 4:
            op = self.ch(["+", "-", "*", "andb", "orb", "xorb"])
            f = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y,
                 "andb": lambda x, y: x & y, "orb": lambda x, y: x | y, "xorb": lambda x, y: x ^ y}[op]
            e = f"({a} {op} {b})" if len(op) == 1 else f"(Word64.{op} ({a}, {b}))"
            return e, (f(va, vb) % W64 if both else None)
        if r < 5:
            op = self.ch(["div", "mod"])
            v = (va // vb if op == "div" else va % vb) if both and vb != 0 else None
            return f"({a} {op} {b})", v
        if r < 7:
            op = self.ch(["<<", ">>", "~>>"])
            # Poly/ML 5.7: Word64.~>> by 64 or more returns its argument
            s = self.rng.randrange(0, 64 if op == "~>>" else 70)
            if va is None:
                v = None
            elif op == "<<":
                v = (va << s) % W64
            elif op == ">>":
                v = va >> s
            else:
                sv = va - W64 if va >= 1 << 63 else va
                v = (sv >> s) % W64
            return f"(Word64.{op} ({a}, Word.fromInt {s}))", v
        if r < 8:
            return f"(Word64.notb {a})", (None if va is None else (~va) % W64)
        if r < 9:
            return f"(Word64.max ({a}, {b}))", (max(va, vb) if both else None)
        return f"(Word64.fromLarge (Word64.toLarge {a}))", va

    def i64(self, d):
        """(code, value) of an Int64.int expression, None when it raises
        (Overflow or Div).  Only prefix operators: Poly/ML 5.7 has no Int64
        and gets POLY_INT64, whose type is abstract."""
        lo, hi = -2**63, 2**63 - 1
        if d <= 0 or self.p(0.2):
            if self.p(0.6):
                n = self.ch(BIG + [2**63 - 1, 2**63 - 2, 3037000499, 3037000500]) * self.ch([1, -1])
                return f"(Int64.fromLarge ({sml_int(n)} : IntInf.int))", (n if lo <= n <= hi else None)
            i = self.rng.randrange(len(OPAQUE_VALUES))
            return f"(Int64.fromInt (k {i}))", OPAQUE_VALUES[i]
        (a, va), (b, vb) = self.i64(d - 1), self.i64(d - 1)
        both = va is not None and vb is not None
        r = self.rng.randrange(10)
        if r < 7:
            op = self.ch(["+", "-", "*", "*", "div", "mod", "quot", "rem"])
            f = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y,
                 "div": lambda x, y: x // y, "mod": lambda x, y: x % y, "quot": quot, "rem": rem}[op]
            v = f(va, vb) if both and not (op in ("div", "mod", "quot", "rem") and vb == 0) else None
            e = f"(Int64.{op} ({a}, {b}))"
        elif r < 9:
            op = self.ch(["~", "abs"])
            v = None if va is None else (-va if op == "~" else abs(va))
            e = f"(Int64.{op} {a})"
        else:
            e = f"(Int64.min ({a}, {b}))"
            v = min(va, vb) if both else None
        if v is not None and not lo <= v <= hi:
            v = None
        return e, v

    def int64_decl(self):
        e, v = self.i64(self.rng.randrange(1, 4))
        r = self.rng.randrange(4)
        if r < 2:
            return self.shown(e, "Int64.toString")
        if r < 3:
            if not safe_int(v):
                e = f"(Int64.rem ({e}, Int64.fromInt 1000000007))"
            return f"val () = print ((Int.toString (Int64.toInt {e}) handle Overflow => \"Overflow\") ^ \"\\n\") {SHOW_EXN}"
        e2, _ = self.i64(2)
        return (f"val () = print ((case Int64.compare ({e}, {e2}) of LESS => \"LESS\" | EQUAL => \"EQUAL\""
                f" | GREATER => \"GREATER\") ^ IntInf.toString (Int64.toLarge {e2}) ^ \"\\n\") {SHOW_EXN}")

    def word_block(self):
        out = []
        for _ in range(self.rng.randrange(3, 8)):
            r = self.rng.randrange(9)
            e, v = self.w64(self.rng.randrange(1, 4))
            if r < 3:
                out.append(self.shown(e, "Word64.toString"))
            elif r < 4:
                out.append(self.shown(e, "Word64.fmt StringCvt.DEC"))
            elif r < 5:
                f = self.ch(["toLargeInt", "toLargeIntX"])
                out.append(self.shown(f"Word64.{f} {e}", "IntInf.toString"))
            elif r < 6:
                # Poly/ML's int is 63 bits: convert only where both agree
                if v is not None and v >= 2**61 and v < W64 - 2**61:
                    e = f"(Word64.andb ({e}, 0wxFFFFFF))"
                f = "toIntX" if v is not None and v >= W64 - 2**61 else self.ch(["toInt", "toIntX"])
                out.append(f"val () = print ((Int.toString (Word64.{f} {e}) handle Overflow => \"Overflow\") ^ \"\\n\") {SHOW_EXN}")
            elif r < 7:
                e2, _ = self.w64(2)
                out.append(f"val () = print ((case Word64.compare ({e}, {e2}) of LESS => \"LESS\" | EQUAL => \"EQUAL\""
                           f" | GREATER => \"GREATER\") ^ Bool.toString (Word64.<= ({e}, {e2})) ^ \"\\n\") {SHOW_EXN}")
            elif r < 8:
                f = self.ch([("Word32.toString (Word32.fromLarge (Word64.toLarge {}))"),
                             ("Word8.toString (Word8.fromLarge (Word64.toLarge {}))"),
                             ("LargeWord.toString (Word32.toLargeX (Word32.fromLarge (Word64.toLarge {})))"),
                             ("Word64.toString (Word64.fromLarge (Word32.toLarge (Word32.fromLarge (Word64.toLarge {}))))")])
                out.append(f"val () = print ({f.format(e)} ^ \"\\n\") {SHOW_EXN}")
            elif self.p(0.5):
                out.append(self.word_roundtrip())
            else:
                out.append(self.int64_decl())
        if self.p(0.5):
            out.append(self.quotrem_sweep())
        return "\n".join(out)

    def word_roundtrip(self):
        """Word.fromInt/toInt/toIntX round trips whose result does not depend on
        the word size (63 bits in Poly/ML, 64 in Skein)."""
        a, b = self.rng.randrange(-3000, 3000), self.rng.randrange(-3000, 3000)
        return self.ch([
            self.shown(f"Word.toIntX (Word.fromInt ({sml_int(a)}) - Word.fromInt ({sml_int(b)}))"),
            self.shown(f"Word.toIntX (Word.fromInt ({sml_int(a)}) * Word.fromInt ({sml_int(b)}))"),
            f"val () = print ((Int.toString (Word.toInt (Word.fromInt ({sml_int(a)}) + Word.fromInt ({sml_int(b)})))"
            f" handle Overflow => \"Overflow\") ^ \"\\n\")",
            self.shown(f"Word.toInt (Word.andb (Word.fromInt ({sml_int(a)}), 0wxFFFF))"),
            self.shown(f"Word.toIntX (Word.~>> (Word.fromInt ({sml_int(a)}), 0w{self.rng.randrange(0, 12)}))"),
            self.shown(f"Word8.toInt (Word8.fromInt ({sml_int(a)}))"),
            self.shown(f"Word8.toIntX (Word8.fromInt ({sml_int(a)}))"),
            self.shown(f"Word32.toIntX (Word32.fromInt ({sml_int(a * 1000003)}))"),
        ])

    def quotrem_sweep(self):
        ps = [(self.rng.randrange(-50, 50), self.ch([-7, -3, -2, -1, 1, 2, 3, 5, 0])) for _ in range(6)]
        lst = ", ".join(f"({sml_int(a)}, {sml_int(b)})" for a, b in ps)
        return (f"val () = List.app (fn (a, b) => print ((String.concatWith \" \" (map Int.toString\n"
                f"  [a div b, a mod b, Int.quot (a, b), Int.rem (a, b)]) handle Div => \"Div\") ^ \"\\n\")) [{lst}]")

    # ---- Char / String / Substring / list Basis functions ----

    def str_lit(self):
        return self.ch(STRINGS)

    def slist(self):
        return "[" + ", ".join(self.str_lit() for _ in range(self.rng.randrange(0, 4))) + "]"

    def charstr_expr(self):
        """A string-valued expression built from Basis string functions."""
        s, t, c, p = self.str_lit(), self.str_lit(), self.ch(CHARS), self.ch(CPREDS)
        n, m = self.rng.randrange(-1, 8), self.rng.randrange(-1, 6)
        bs = "Bool.toString"
        return self.ch([
            f"{bs} (String.isPrefix {t} {s}) ^ {bs} (String.isSuffix {t} {s}) ^ {bs} (String.isSubstring {t} {s})",
            f"{bs} (String.isPrefix \"{self.ch(['a', 'h', 'x1', ''])}\" {s}) ^ {bs} (String.isSubstring \"{self.ch(['ab', ' ', 'o w', ','])}\" {s})",
            f"String.concatWith \"|\" (String.fields {p} {s})",
            f"String.concatWith \"|\" (String.tokens {p} {s})",
            f"Int.toString (length (String.tokens {p} {s})) ^ \"/\" ^ Int.toString (length (String.fields {p} {s}))",
            f"String.concatWith \"{self.ch([', ', '', '--'])}\" {self.slist()}",
            f"Substring.string (Substring.triml {sml_int(n)} (Substring.full {s}))",
            f"Substring.string (Substring.trimr {sml_int(n)} (Substring.full {s}))",
            f"let val (a, b) = Substring.splitl {p} (Substring.full {s}) in Substring.string a ^ \"/\" ^ Substring.string b end",
            f"let val (a, b) = Substring.splitr {p} (Substring.full {s}) in Substring.string a ^ \"/\" ^ Substring.string b end",
            f"Substring.string (Substring.dropl {p} (Substring.full {s})) ^ \"/\" ^ Substring.string (Substring.takel {p} (Substring.full {s}))",
            f"(case Substring.getc (Substring.full {s}) of NONE => \"none\" | SOME (ch, r) => str ch ^ \"+\" ^ Substring.string r)",
            f"(case Substring.getc (Substring.triml 1 (Substring.full {s})) of NONE => \"none\" | SOME (ch, r) => Char.toString ch ^ Int.toString (Substring.size r))",
            f"Substring.string (Substring.slice (Substring.full {s}, {sml_int(n)}, {'NONE' if m < 0 else f'SOME {m}'})) handle Subscript => \"Subscript\"",
            f"Substring.string (Substring.extract ({s}, {sml_int(n)}, NONE)) handle Subscript => \"Subscript\"",
            f"String.concatWith \",\" (map Substring.string (Substring.tokens {p} (Substring.full {s})))",
            f"String.map Char.toUpper {s} ^ String.map Char.toLower {s}",
            f"CharVector.map (fn ch => if {p} ch then #\"*\" else ch) {s}",
            f"CharVector.foldr (fn (ch, acc) => acc ^ str ch) \"\" {s}",
            f"Int.toString (CharVector.foldl (fn (ch, acc) => acc * 3 + ord ch) 0 {s} mod 10007)",
            f"implode (List.filter {p} (explode {s}))",
            f"Char.toString (Char.toUpper {c}) ^ Char.toString (Char.toLower {c}) ^ Int.toString (ord {c})",
            f"{bs} (Char.isAlpha {c}) ^ {bs} (Char.isDigit {c}) ^ {bs} (Char.isSpace {c}) ^ {bs} (Char.isAlphaNum {c}) ^ {bs} (Char.isUpper {c})",
            f"str (Char.chr ({self.ch(['ord ' + c + ' + 1', '256', '~1', '255', '65', 'ord ' + c + ' * 3'])})) handle Chr => \"Chr\"",
            f"{bs} (Char.contains {s} {c}) ^ {bs} (Char.notContains {s} {c})",
            f"String.translate (fn ch => if {p} ch then \"<\" ^ str ch ^ \">\" else str ch) {s}",
            f"String.toString {s} ^ Char.toString {c}",
            f"String.toString (implode (map chr [{', '.join(str(self.ch([0, 1, 7, 9, 10, 13, 27, 34, 39, 63, 92, 126, 127, 128, 200, 255, 65])) for _ in range(3))}]))",
            f"String.toCString (implode (map chr [{', '.join(str(self.ch([0, 1, 7, 9, 10, 13, 27, 34, 39, 63, 92, 126, 127, 128, 200, 255, 65])) for _ in range(3))}]))",
            f"(case {self.ch(['String.fromString', 'String.fromCString'])} {self.ch(ESCAPED)} of NONE => \"NONE\" | SOME r => String.toString r)",
            f"(case Char.fromString {self.ch(ESCAPED)} of NONE => \"NONE\" | SOME r => Char.toCString r)",
            f"(case String.compare ({s}, {t}) of LESS => \"<\" | EQUAL => \"=\" | GREATER => \">\") ^ {bs} ({s} < {t})",
            f"Int.toString (String.size {s}) ^ String.extract ({s}, {sml_int(n)}, NONE) handle Subscript => \"Subscript\"",
        ])

    def list_expr(self):
        """A string showing the result of List/ListPair/Vector functions."""
        xs = "[" + ", ".join(sml_int(self.rng.randrange(-9, 20)) for _ in range(self.rng.randrange(0, 8))) + "]"
        ys = "[" + ", ".join(sml_int(self.rng.randrange(-9, 20)) for _ in range(self.rng.randrange(0, 8))) + "]"
        p = self.ch(["(fn x => x mod 2 = 0)", "(fn x => x > 5)", "(fn x => x < 0)", "(fn x => x = 3)"])
        return self.ch([
            f"let val (a, b) = List.partition {p} {xs} in showList a ^ showList b end",
            f"(case List.find {p} {xs} of NONE => \"NONE\" | SOME x => Int.toString x)",
            f"Bool.toString (List.exists {p} {xs}) ^ Bool.toString (List.all {p} {xs})",
            f"String.concatWith \";\" (map (fn (a, b) => Int.toString a ^ \",\" ^ Int.toString b) (ListPair.zip ({xs}, {ys})))",
            f"let val (a, b) = ListPair.unzip (ListPair.zip ({xs}, {ys})) in showList a ^ showList b end",
            f"Int.toString (ListPair.foldl (fn (a, b, s) => s * 7 + a - b) 0 ({xs}, {ys}))",
            f"Bool.toString (ListPair.all (fn (a, b) => a < b) ({xs}, {ys})) ^ Bool.toString (ListPair.exists (op =) ({xs}, {ys}))",
            f"showList (ListPair.map (op -) ({xs}, {ys}))",
            f"Int.toString (length (ListPair.zipEq ({xs}, {ys}))) handle ListPair.UnequalLengths => \"UnequalLengths\"",
            f"showList (sortBy (op <) {xs}) ^ showList (sortBy (op >) {xs})",
            f"String.concatWith \" \" (sortBy (op < : string * string -> bool) {self.slist()})",
            f"showList (Vector.foldr (op ::) [] (Vector.map (fn x => x * x - 1) (Vector.fromList {xs})))",
            f"Int.toString (Vector.foldl (op +) 0 (Vector.fromList {xs})) ^ \" \" ^ Int.toString (Vector.length (Vector.fromList {xs}))",
            f"showList (List.mapPartial (fn x => if {p} x then SOME (x * 2) else NONE) {xs})",
            f"showList (List.concat [{xs}, {ys}]) ^ Int.toString (List.foldr (fn (x, a) => x - a) 0 {xs})",
            f"(case List.getItem {xs} of NONE => \"empty\" | SOME (h, t) => Int.toString h ^ showList t)",
            f"showList (List.tabulate ({self.rng.randrange(0, 6)}, fn i => List.nth ({xs} @ [0, 1, 2, 3, 4, 5], i))) handle Subscript => \"Subscript\"",
        ])

    def charstr_block(self):
        out = []
        if self.p(0.5):
            out.append("fun sortBy lt [] = [] | sortBy lt (x :: r) =\n"
                       "  let val (a, b) = List.partition (fn y => lt (y, x)) r in sortBy lt a @ x :: sortBy lt b end")
        else:
            out.append("fun sortBy lt xs = let fun ins (x, []) = [x] | ins (x, y :: r) = if lt (x, y) then x :: y :: r else y :: ins (x, r)\n"
                       "  in foldl ins [] xs end")
        for _ in range(self.rng.randrange(3, 9)):
            e = self.charstr_expr() if self.p(0.6) else self.list_expr()
            out.append(f"val () = print (({e}) ^ \"\\n\") {SHOW_EXN}")
        return "\n".join(out)

    # ---- deep pattern matching ----

    def ptype(self, d):
        if d <= 0:
            return self.ch([("int",), ("int",), ("string",), ("bool",), ("char",), ("word",)])
        r = self.rng.randrange(7)
        if r == 0:
            return ("tup", [self.ptype(d - 1) for _ in range(self.rng.randrange(2, 4))])
        if r == 1:
            return ("rec", [(l, self.ptype(d - 1)) for l in ("a", "b", "c")[:self.rng.randrange(2, 4)]])
        if r == 2:
            return ("list", self.ptype(d - 1))
        if r == 3:
            return ("opt", self.ptype(d - 1))
        if r == 4:
            return ("shape",)
        return self.ptype(d - 1)

    def tyname(self, t):
        k = t[0]
        if k in ("int", "string", "bool", "shape", "char"):
            return k
        if k == "word":
            return "Word8.word"
        if k == "tup":
            return "(" + " * ".join(self.tyname(x) for x in t[1]) + ")"
        if k == "rec":
            return "{" + ", ".join(f"{l} : {self.tyname(x)}" for l, x in t[1]) + "}"
        return f"({self.tyname(t[1])}) {'list' if k == 'list' else 'option'}"

    def pvalue(self, t, d=3):
        k = t[0]
        if k == "int":
            return self.ch(["0", "1", "2", "~1", "7", "42"])
        if k == "string":
            return self.ch(['""', '"a"', '"b"', '"ab"'])
        if k == "bool":
            return self.ch(["true", "false"])
        if k == "char":
            return self.ch(['#"a"', '#"b"', '#"\\n"', '#"~"'])
        if k == "word":
            return self.ch(["0w0", "0w1", "0wxFF", "0w128"])
        if k == "shape":
            return self.ch(["Dot", f"(Rect ({self.pvalue(('int',))}, {self.pvalue(('int',))}))",
                            f"(Circ {{r = {self.pvalue(('int',))}, tag = {self.pvalue(('string',))}}})"])
        if k == "tup":
            return "(" + ", ".join(self.pvalue(x, d) for x in t[1]) + ")"
        if k == "rec":
            fs = [f"{l} = {self.pvalue(x, d)}" for l, x in t[1]]
            self.rng.shuffle(fs)
            return "{" + ", ".join(fs) + "}"
        if k == "list":
            return "[" + ", ".join(self.pvalue(t[1], d - 1) for _ in range(self.rng.randrange(0, 4 if d > 0 else 1))) + "]"
        return self.ch(["NONE", f"SOME ({self.pvalue(t[1], d)})"]) if k == "opt" else "?"

    def pat(self, t, binds, d=3):
        """A pattern of type t; binds gets (var, type) of the variables."""
        k = t[0]
        if d <= 0 or (d < 3 and self.p(0.15)):
            if self.p(0.5):
                return "_"
            v = self.fresh("p")
            binds.append((v, t))
            return v
        if d < 3 and self.p(0.1):
            v = self.fresh("w")
            binds.append((v, t))
            return f"({v} as {self.pat(t, binds, d - 1)})"
        if k == "int":
            return self.ch(["0", "1", "2", "~1", "7"])
        if k == "string":
            return self.ch(['""', '"a"', '"ab"'])
        if k == "bool":
            return self.ch(["true", "false"])
        if k == "char":
            return self.ch(['#"a"', '#"b"', '#"\\n"'])
        if k == "word":
            return self.ch(["0w0", "0w1", "0wxFF"])
        if k == "shape":
            r = self.rng.randrange(4)
            if r == 0:
                return "Dot"
            if r == 1:
                return f"(Rect ({self.pat(('int',), binds, d - 1)}, {self.pat(('int',), binds, d - 1)}))"
            if r == 2:
                return f"(Circ {{r = {self.pat(('int',), binds, d - 1)}, ...}})"
            return f"(Circ {{tag = {self.pat(('string',), binds, d - 1)}, r = {self.pat(('int',), binds, d - 1)}}})"
        if k == "tup":
            return "(" + ", ".join(self.pat(x, binds, d - 1) for x in t[1]) + ")"
        if k == "rec":
            fs = [(l, x) for l, x in t[1] if self.p(0.7)]
            parts = [f"{l} = {self.pat(x, binds, d - 1)}" for l, x in fs]
            self.rng.shuffle(parts)
            flex = len(fs) < len(t[1])
            return "{" + ", ".join(parts + (["..."] if flex else [])) + "}"
        if k == "list":
            r = self.rng.randrange(4)
            if r == 0:
                return "[]"
            if r == 1:
                return f"[{self.pat(t[1], binds, d - 1)}]"
            if r == 2:
                return f"({self.pat(t[1], binds, d - 1)} :: {self.pat(t, binds, d - 1)})"
            return f"[{self.pat(t[1], binds, d - 1)}, {self.pat(t[1], binds, d - 1)}]"
        return "NONE" if self.p(0.3) else f"(SOME {self.pat(t[1], binds, d - 1)})"

    def pshow(self, v, t):
        """A string expression showing variable v of type t (a summary)."""
        k = t[0]
        if k == "int":
            return f"Int.toString {v}"
        if k == "string":
            return v
        if k == "bool":
            return f"Bool.toString {v}"
        if k == "char":
            return f"Char.toString {v}"
        if k == "word":
            return f"Word8.toString {v}"
        if k == "list":
            return f"Int.toString (length {v})"
        if k == "opt":
            return f"(if isSome {v} then \"S\" else \"N\")"
        if k == "shape":
            return f"showShape {v}"
        return '"_"'

    def switch_block(self):
        """Many-armed cases on int, string and char constants (sparse,
        negative, large), applied to hits and misses."""
        f, x = self.fresh("sw"), self.fresh("x")
        kind = self.ch(["int", "string", "char"])
        if kind == "int":
            pool = [-1000000, -65536, -7, -1, 0, 1, 2, 3, 5, 8, 13, 31, 32, 63, 64, 100, 255, 256, 1000, 4096, 65535, 10**9, 2**40]
            consts = self.rng.sample(pool, self.rng.randrange(3, 14))
            lit = sml_int
            probes = consts + [self.rng.randrange(-10, 300) for _ in range(6)]
        elif kind == "string":
            pool = ["", "a", "ab", "abc", "abd", "b", "ba", "hello", "hell", "help", "zzz", "A", "aa"]
            consts = self.rng.sample(pool, self.rng.randrange(3, 10))
            lit = lambda c: f'"{c}"'
            probes = consts + [self.ch(pool + ["q", "abcd", "he"]) for _ in range(5)]
        else:
            pool = ["a", "b", "c", "z", "A", "0", "9", " ", "~", "\\n", "\\255"]
            consts = self.rng.sample(pool, self.rng.randrange(3, 9))
            lit = lambda c: f'#"{c}"'
            probes = consts + [self.ch(pool + ["q", "x"]) for _ in range(5)]
        self.rng.shuffle(probes)
        arg = f"[{', '.join(lit(p) for p in probes)}]"
        arms = [f"{lit(c)} => {j}" for j, c in enumerate(consts)]
        if self.p(0.8):
            arms.append(f"_ => ~1")
        return (f"fun {f} {x} = (case {x} of\n    " + "\n  | ".join(arms) + ")\n"
                f"val () = print (String.concatWith \" \" (map (fn v => Int.toString ({f} v) handle Match => \"M\") {arg}) ^ \"\\n\")")

    def match_block(self):
        if self.p(0.25):
            return self.switch_block()
        wide = self.p(0.2)
        if wide:
            # A wide matrix: many rules over a tuple of several columns,
            # past the decision tree's budget, so compiled as row blocks
            # tried in order (lower/matching.rs, BACKTRACKING).
            t = ("tup", [self.ptype(self.rng.randrange(0, 2)) for _ in range(self.rng.randrange(4, 7))])
        else:
            t = self.ptype(self.rng.randrange(2, 4))
            if self.p(0.5):
                t = ("tup", [t, self.ptype(1)])
        f, x = self.fresh("m"), self.fresh("x")
        arms = []
        for a in range(self.rng.randrange(40, 90) if wide else self.rng.randrange(3, 9)):
            binds = []
            pt = self.pat(t, binds)
            shows = " ^ \",\" ^ ".join(self.pshow(v, bt) for v, bt in binds) or '""'
            arms.append(f"{pt} => \"arm{a} \" ^ {shows}")
        if self.p(0.5):
            arms.append(f"_ => \"default\"")
        out = ["datatype shape = Dot | Rect of int * int | Circ of {r : int, tag : string}\n"
               "fun showShape Dot = \"Dot\" | showShape (Rect (a, b)) = \"Rect\" ^ Int.toString (a + b)\n"
               "  | showShape (Circ {r, tag}) = \"Circ\" ^ Int.toString r ^ tag"
               if "shape" in self.tyname(t) else "",
               f"fun {f} ({x} : {self.tyname(t)}) = (case {x} of\n    " + "\n  | ".join(arms) + ")"]
        vals = ", ".join(self.pvalue(t) for _ in range(self.rng.randrange(20, 40) if wide else self.rng.randrange(4, 15)))
        out.append(f"val () = List.app (fn v => print (({f} v handle Match => \"Match\") ^ \"\\n\")) [{vals}]")
        if self.p(0.6):
            binds = []
            pt = self.pat(t, binds)
            shows = " ^ \",\" ^ ".join(self.pshow(v, bt) for v, bt in binds) or '"bound"'
            out.append(f"val () = print (((let val {pt} = ({self.pvalue(t)} : {self.tyname(t)}) in {shows} end) handle Bind => \"Bind\") ^ \"\\n\")")
        return "\n".join(o for o in out if o)

    # ---- exceptions ----

    def exn_block(self):
        kinds = ["none", "int", "string", "rec", "fun", "pair"]
        exns = []   # (name, kind, alias of)
        out = []
        for _ in range(self.rng.randrange(2, 6)):
            n = self.fresh("X")
            if exns and self.p(0.3):
                o = self.ch(exns)
                out.append(f"exception {n} = {o[0]}")
                exns.append((n, o[1], o[2] or o[0]))
                continue
            if self.p(0.1):
                out.append(f"exception {n} = Fail")
                exns.append((n, "string", "Fail"))
                continue
            kd = self.ch(kinds)
            arg = {"none": "", "int": " of int", "string": " of string", "rec": " of {code : int, msg : string}",
                   "fun": " of int -> int", "pair": " of int * string"}[kd]
            out.append(f"exception {n}{arg}")
            exns.append((n, kd, None))

        def raise_of(e, i):
            n, kd, _ = e
            return {"none": f"raise {n}", "int": f"raise {n} ({i})", "string": f"raise {n} (\"m\" ^ Int.toString ({i}))",
                    "rec": f"raise {n} {{msg = \"r\" ^ Int.toString ({i}), code = {i}}}",
                    "fun": f"raise {n} (fn z => z * 3 + ({i}))", "pair": f"raise {n} ({i}, \"p\")"}[kd]

        def arm_of(e):
            n, kd, _ = e
            c = self.rng.randrange(4)
            return self.ch({
                "none": [f"{n} => \"{n}\""],
                "int": [f"{n} {c} => \"{n} {c}\"", f"{n} i => \"{n} \" ^ Int.toString i"],
                "string": [f"{n} s => \"{n} \" ^ s", f"{n} \"m{c}\" => \"{n} m{c}!\""],
                "rec": [f"{n} {{code, ...}} => \"{n} \" ^ Int.toString code",
                        f"{n} {{code = {c}, msg}} => \"{n} c{c} \" ^ msg",
                        f"{n} (r as {{msg, ...}}) => \"{n} \" ^ msg ^ Int.toString (#code r)"],
                "fun": [f"{n} g => \"{n} \" ^ Int.toString (g 5)"],
                "pair": [f"{n} (i, s) => \"{n} \" ^ s ^ Int.toString i", f"{n} ({c}, _) => \"{n} {c}\""],
            }[kd])

        # exnName of an alias may be the name of any constructor aliasing it
        # (Basis): Poly/ML gives the alias's, Skein the original's
        nm = self.fresh("name")
        roots = [f"{n} => \"{n}\"" if kd == "none" else f"{n} _ => \"{n}\"" for n, kd, al in exns if al is None]
        out.append(f"fun {nm} e = (case e of " + " | ".join(roots + ["Fail _ => \"Fail\"", "e => exnName e"]) + ")")
        th, ca, i = self.fresh("thrower"), self.fresh("catcher"), self.fresh("i")
        cases = [f"{j} => {raise_of(e, i)}" for j, e in enumerate(exns)]
        cases.append(f"{len(exns)} => raise Fail (\"fail\" ^ Int.toString {i})")
        cases.append(f"_ => {i} * 2")
        out.append(f"fun {th} {i} = (case {i} mod {len(exns) + 2} of\n    " + "\n  | ".join(cases) + ")")
        arms = [arm_of(self.ch(exns)) for _ in range(self.rng.randrange(1, len(exns) + 2))]
        if self.p(0.5):
            arms.append("Fail s => \"Fail \" ^ s")
        rer = self.p(0.5)
        inner = (f"({th} {i} handle e => (print (\"re \" ^ {nm} e ^ \" \"); raise e))" if rer else f"{th} {i}")
        out.append(f"fun {ca} {i} = (Int.toString ({inner})\n  handle " + "\n       | ".join(arms) + ")")
        lo = self.rng.randrange(-3, 3)
        out.append(f"val () = List.app (fn {i} => print (({ca} {i} handle e => \"uncaught \" ^ {nm} e) ^ \"\\n\"))"
                   f" (List.tabulate ({len(exns) + 3}, fn j => j + {sml_int(lo)}))")
        roots = [e for e in exns if e[2] is None]
        if roots and self.p(0.5):
            e = self.ch(roots)
            out.append(f"val () = print (exnName ({raise_of(e, 1).replace('raise ', '', 1)}) ^ \"\\n\")")
        return "\n".join(out)


# Poly/ML 5.7.1 has no Int64: one over IntInf with the range checked, its
# type abstract so that only the operations the generator uses type-check
POLY_INT64 = """structure Int64 :> sig
  eqtype int
  val fromLarge : IntInf.int -> int val toLarge : int -> IntInf.int
  val fromInt : Int.int -> int val toInt : int -> Int.int
  val + : int * int -> int val - : int * int -> int val * : int * int -> int
  val div : int * int -> int val mod : int * int -> int
  val quot : int * int -> int val rem : int * int -> int
  val ~ : int -> int val abs : int -> int val min : int * int -> int
  val toString : int -> string val compare : int * int -> order
end = struct
  type int = IntInf.int
  fun ck x = if IntInf.< (x, ~9223372036854775808) orelse IntInf.> (x, 9223372036854775807)
             then raise Overflow else x
  val fromLarge = ck fun toLarge x = x
  val fromInt = IntInf.fromInt val toInt = IntInf.toInt
  fun op + (a, b) = ck (IntInf.+ (a, b)) fun op - (a, b) = ck (IntInf.- (a, b))
  fun op * (a, b) = ck (IntInf.* (a, b))
  fun op div (a, b) = ck (IntInf.div (a, b)) fun op mod (a, b) = ck (IntInf.mod (a, b))
  fun quot (a, b) = ck (IntInf.quot (a, b)) fun rem (a, b) = ck (IntInf.rem (a, b))
  fun ~ a = ck (IntInf.~ a) fun abs a = ck (IntInf.abs a) val min = IntInf.min
  val toString = IntInf.toString val compare = IntInf.compare
end;
"""

OPAQUE_VALUES = []   # set by diff-fuzz.py (the prelude's `k i` values)

AREAS = {
    "modules": AreaGen.modules_block,
    "intinf": AreaGen.intinf_block,
    "words": AreaGen.word_block,
    "charstr": AreaGen.charstr_block,
    "match": AreaGen.match_block,
    "exn": AreaGen.exn_block,
}
