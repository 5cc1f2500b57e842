#!/usr/bin/env python3
"""Differential random-program tester for Skein's optimiser and code generator.

Generates random, well-typed, deterministic and terminating SML programs
(one per iteration, from a seeded random generator) and runs each under
Poly/ML (the oracle, `poly --script` with `print` rebound to standard
error as scripts/poly-expect.sh does) and as a Skein executable (`skein
build`, then the program).  The two runs must print the same text and
agree on whether an uncaught exception ended the program.  A mismatch, a
compiler crash or rejection of a program Poly/ML accepts, a C compiler
error, a runtime crash or a timeout of the Skein executable (where Poly/ML
finished) is a finding: the program and both outputs are saved under the
findings directory, and the program is reduced (whole top-level
declarations, then lines, then parenthesised subexpressions replaced by
subexpressions inside them) to a smaller one that still shows the same
kind of failure, saved beside it as `reduced.sml`.

What the programs contain: integer arithmetic whose magnitudes the
generator tracks (wrapped with `mod` before they could overflow, since
Poly/ML's int is 63 bits and Skein's 64; Int32 is used to raise Overflow
on purpose), div/mod by zero, Word32/Word8 arithmetic, logic and shifts
(including shifts by the word size or more), chars and strings (sub,
substring, extract, concat, implode/explode, map), int lists (tabulate,
map, filter, foldl, rev, @, take/drop, nth), int * string tuples, records,
options, a recursive datatype with four constructors matched by nested
patterns (constant, wildcard, layered), refs, while and counting loops,
arrays and vectors (tabulate, update, sub, foldl, Subscript), local and
top-level recursive functions, mutually recursive functions, curried
functions and partial application, higher-order functions and closures
capturing loop variables, let-polymorphism, exceptions with arguments
raised and handled across function boundaries by `handle` with several
arms, exceptions declared in functions (generative), refs updated in a
loop that raises part way, side effects whose order is observable (printed
tags and a global counter in records written out of label order, tuples),
cases on int/string/char/Word8 constants, a polymorphic datatype with tuple
and record constructors used at two types, prelude polymorphic functions
(map, fold, iterate) specialised at several types, String.tokens/fields/
translate/compare, Int.fromString, and dyadic reals (exactly
representable) printed with Real.toString.  A third of the integer
constants are read from an array, so that they are not folded; sweeps print
a function's results over a range of arguments.
Feature-area blocks (scripts/diff_fuzz_areas.py; about one per two
top-level functions, or only them with --area): modules (a signature with
an abstract type and an exception, its structure ascribed opaquely or
transparently and used through its operations; a functor declaring a
datatype, exceptions and a ref, applied to two argument structures, whose
exceptions are raised and handled across applications; nested structures
named by paths, open in structures and at top level, top-level local with
a structure inside; include, where type and sharing type in a functor's
parameter; a polymorphic dictionary functor over an eqtype key, sealed
with `where type` on a substructure, applied at two key structures and
used at several value types, datatype replication, a functor applying a
functor in its body; datatype and exception specifications whose
constructors are matched through paths in nested patterns and handlers,
and after `open`), intinf (IntInf/LargeInt arithmetic on products of 10^18-sized
numbers, div/mod/quot/rem/divMod/quotRem on negative operands, pow,
compare, sign, fromString/toString, toInt and Int32.fromLarge raising
Overflow; Int/IntInf/Word fromString on signs, blanks, junk, 0x and 0wx
prefixes, overflowing digits; fmt in the four radixes), words (Word64 arithmetic, logic, shifts, fmt, toLargeInt(X),
toInt(X), conversions through LargeWord to Word32/Word8; Int64 arithmetic
at the edges of its range; Word.fromInt/toInt/toIntX round trips whose
wrap-around does not depend on the word size; Int.quot/rem against
div/mod), charstr (Char predicates and conversions, Chr, String.isPrefix/
isSuffix/isSubstring/fields/tokens/translate/concatWith/compare,
Substring full/triml/trimr/splitl/splitr/dropl/takel/getc/slice/extract/
tokens, escapes through String.toString/toCString/fromString/fromCString
and Char.fromString/toCString, CharVector.map/foldl/foldr, Vector.map/foldl/foldr, List.partition/
find/exists/all/mapPartial/getItem/nth, ListPair.zip/unzip/zipEq/foldl/
map/all/exists, a user sort given `op <` at int and string), match (one
case over a random nested type of tuples, records, lists, options and a
datatype with a record constructor, char and Word8 constants, with many
arms, layered and flexible
record patterns, the argument's type fixed by annotation, raising Match
when no arm fits; refutable val bindings raising Bind; many-armed cases
on sparse int, string and char constants) and exn (exceptions
carrying records, functions, pairs; aliases `exception X = Y` and of
Fail; handlers matching constructor arguments; re-raise with
`handle e => (print ...; raise e)`; exnName).
Half the programs fork (a `ForkJoin.par` at the start, built from an .mlb
with fork-join.mlb): Skein then polls in loops, so the long counted loops
(over 256 trips, up or down, by 1 to 3) run strip-mined or as quiet
loops.  Their ForkJoin.par/parfor/reducem bodies are pure (no prints, no
global counter, no function that has either) and catch their own
exceptions, so a sequential ForkJoin (given to Poly/ML) prints the same.

Every top-level `val () = ...` that prints ends in a handler for every
exception (printing its name), except for a few, so that an uncaught
exception also ends some programs.

Poly/ML 5.7.1 deviations the generator avoids (not Skein bugs):
  - `Word32.andb (0w0, x)` (any first argument that folds to the constant
    0w0) evaluates to x: andb's first argument is hidden behind a ref;
  - a constant out-of-range index (`Array.sub (a, ~7)`, `Vector.sub`) or
    constant Int32 overflow is folded at compile time and fails with
    "Overflow unexpectedly raised while compiling": negative constant
    indices and Int32 operands are hidden behind refs, and a program Poly/ML
    cannot compile is skipped (counted as rejected);
  - Word64.fromInt ~1 is 7FFF...: no Word64; Word (63 bits in Poly/ML,
    64 in Skein) and int overflow (likewise) are not used;
  - exnMessage formats differ: only exnName is printed;
  - exnName of an alias (`exception X = Fail`) is the alias's name in
    Poly/ML, the original's in Skein: the Basis allows either, so aliased
    exceptions are named by a generated function of the originals;
  - Word64.~>> by 64 or more returns its argument (should fill with the
    sign bit): shifts below 64 only;
  - Word8.toLargeX 0wxF1 is 0x7FFFFFFFFFFFFFF1 (LargeWord.fromInt of a
    negative, too, goes through the 63-bit int): neither is used;
  - there is no Int64: a checked one over IntInf (POLY_INT64, abstract
    type, so Int64 is used through prefix operations) is given to Poly/ML;
  - Real.fromString "inf" and "nan" are NONE (the Basis scanner accepts
    inf, infinity and nan): not generated;
  - Real.toString (real (valOf Int.maxInt)) differs with the int size;
  - int is 63 bits: IntInf.toInt, Word64.toInt(X), Int64.toInt only of
    values whose conversion overflows in both or in neither (the
    generator evaluates IntInf, Word64 and Int64 expressions itself).

Deterministic for a given --seed: program I of a run is generated from
the seed and I alone, so `--seed S --only I` regenerates one program.

Usage: scripts/diff-fuzz.py [--iterations N] [--seed S] [--timeout T]
                            [--skein PATH] [--findings DIR] [--only I]
                            [--size K] [--no-reduce] [--print] [--gc-stress]
                            [--par-stress] [--area A,B]

    --iterations N   programs to generate and run (default 100)
    --seed S         seed of the run (default 1)
    --timeout T      seconds allowed to each run of poly, skein and the
                     executable (default 20)
    --skein PATH     the compiler (default target/release/skein)
    --findings DIR   where findings go (default diff-fuzz-findings)
    --only I         only program I of the run
    --size K         number of top-level functions and prints (default 10)
    --no-reduce      save findings without reducing them
    --print          print the program(s) and exit (no runs)
    --reduce FILE    reduce an existing program (must show a failure)
    --gc-stress      also run each executable as `EXE @skein gc-stress --`
                     (a collection at every allocation): its output must
                     be the same
    --par-stress     also run each program that forks as `EXE @skein procs 3
                     heartbeat-us 1 --` (loops split at nearly every poll)
    --area A,B       programs made of feature-area blocks of these areas
                     only (modules, intinf, words, charstr, match, exn)

Programs are built with `skein build --check-ir` (the IR checker after
every pass), so an IR inconsistency is a finding (compile-crash) too.

Running: build Skein (`cargo build --release`), then e.g.

    scripts/diff-fuzz.py --iterations 20 --seed 7       # a smoke run, ~1 min
    scripts/diff-fuzz.py --iterations 2000 --seed 1000  # a long one

Exit status 0 when no finding, 1 otherwise.  A finding's directory holds
`prog.sml`, `poly.out`, `skein.out`, `info.txt` (the kind of failure and
the commands) and `reduced.sml`.  To find the pass at fault, rerun the
reduced program with SKEIN_SKIP_PASSES=a,b (see `skein build
--dump-ir=list`).

Found with it: a `ForkJoin.parfor` inside `handle _ => ...` in a par
branch was an internal compiler error (codegen's never-raises check;
tests/parallel/parform_in_handler); exploring the match area by hand, a
case of 60 rules over a 10-tuple of ints compiles to 2 MB of C that cc
takes minutes on (tests/run-pending/match_wide_tuple).
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import diff_fuzz_areas
from diff_fuzz_areas import AREAS, AreaGen

ROOT = Path(__file__).resolve().parent.parent

LIM = 1 << 24          # wrap an int expression whose bound passes this
MODS = [7, 10, 13, 97, 256, 1000, 1009, 4096, 65521]

PRELUDE = """\
exception E1 of int
exception E2 of string * int
exception E3
datatype tree = Leaf | Node of tree * int * tree | Pair of int * int | Tag of string * int
val opaque = Array.fromList [OPAQUE_LIST] 
fun k i = Array.sub (opaque, i)
datatype 'a box = B0 | B1 of 'a | B2 of 'a * 'a | B3 of {x : 'a, y : int}
fun unbox f B0 = 0 | unbox f (B1 a) = f a | unbox f (B2 (a, b)) = f a - f b | unbox f (B3 {x, y}) = f x + y
fun insert (x : int * string, []) = [x] | insert (x, y :: r) = if #1 x <= #1 y then x :: y :: r else y :: insert (x, r)
fun isort xs = foldl insert [] xs
val ctr = ref 0
fun tick n = (ctr := (!ctr * 31 + n) mod 10007; !ctr)
fun mapP f [] = [] | mapP f (x :: r) = f x :: mapP f r
fun foldP f z [] = z | foldP f z (x :: r) = foldP f (f (x, z)) r
fun pairMap f (a, b) = (f a, f b)
fun iter n f x = if n <= 0 then x else iter (n - 1) f (f x)
fun showList xs = "[" ^ String.concatWith "," (map Int.toString xs) ^ "]"
fun showTree Leaf = "L"
  | showTree (Node (l, n, r)) = "N(" ^ showTree l ^ "," ^ Int.toString n ^ "," ^ showTree r ^ ")"
  | showTree (Pair (a, b)) = "P(" ^ Int.toString a ^ "," ^ Int.toString b ^ ")"
  | showTree (Tag (s, n)) = "T(" ^ s ^ "," ^ Int.toString n ^ ")"
fun showExn (E1 n) = "E1 " ^ Int.toString n
  | showExn (E2 (s, n)) = "E2 " ^ s ^ " " ^ Int.toString n
  | showExn e = exnName e
"""

OPAQUE = [0, 1, 2, 3, 4, 5, 7, 8, 10, 12, 15, 16, 31, 42, 100, 255, 1000, -1, -2, -3, -7, -100]

SEP = "\n(*--*)\n"

# Poly/ML has no ForkJoin: a sequential one (the generator keeps parallel
# bodies pure and catches their exceptions, so the order does not show)
POLY_FORKJOIN = """structure ForkJoin = struct
  fun par (f, g) = let val a = f () in (a, g ()) end
  fun parfor _ (lo, hi) f = if lo >= hi then () else (f lo; parfor 1 (lo + 1, hi) f)
  fun reducem g z (lo, hi) f = if lo >= hi then z else g (f lo, reducem g z (lo + 1, hi) f)
end;
"""   # between top-level declarations, for the reducer


class Fn:
    """A top-level or local function the generator may call."""
    def __init__(self, name, args, ret, bound, curried=False, small=False, poly=False):
        self.name = name
        self.args = args          # list of argument types
        self.ret = ret
        self.bound = bound        # bound of an int result
        self.curried = curried
        self.small = small        # int arguments must be in [0, 13)
        self.effect = False       # prints or ticks: not called in parallel bodies
        self.poly = poly


class Gen(AreaGen):
    def __init__(self, rng, size, areas=None):
        self.rng = rng
        self.size = size
        self.areas = areas   # names of AREAS: programs made of those blocks alone
        self.n = 0
        self.fns = []
        self.fork = False    # the program forks: ForkJoin forms allowed, polls in loops
        self.pure = 0        # > 0 inside a parallel body: no observable effects
        self.effects = 0     # effects generated so far (a function with some is not pure)

    def callable(self):
        """The functions a call may name here: pure ones in a parallel body."""
        return [f for f in self.fns if not (self.pure and f.effect)]

    def fresh(self, p):
        self.n += 1
        return f"{p}{self.n}"

    def ch(self, xs):
        return self.rng.choice(xs)

    def p(self, x):
        return self.rng.random() < x

    # ---- ints: every generator returns (code, bound on |value|) ----

    def wrap(self, code, b):
        if b > LIM:
            m = self.ch(MODS)
            return f"(({code}) mod {m})", m
        return code, b

    def int_lit(self):
        i = self.rng.randrange(len(OPAQUE))
        n = OPAQUE[i]
        if self.p(0.35):
            # the same number, hidden from constant folding
            return f"(k {i})", max(abs(n), 1)
        return (f"~{-n}" if n < 0 else str(n)), max(abs(n), 1)

    def var(self, env, ty):
        vs = [(v, b) for (v, t, b) in env if t == ty]
        return self.ch(vs) if vs else None

    def index(self, env):
        """An index for Array.sub/Vector.sub: Poly/ML 5.7 folds a constant
        negative index at compile time and then fails, so one is hidden in a ref."""
        k, _ = self.int(env, 0)
        return f"(!(ref {k}))" if k.startswith("~") else k

    def small_int(self, env, d):
        c, _ = self.int(env, d)
        return f"(({c}) mod {self.ch([5, 8, 10, 13])})", 13

    def int(self, env, d):
        if d <= 0 or self.p(0.15):
            v = self.var(env, "int")
            if v and self.p(0.85):
                return v
            return self.int_lit()
        r = self.rng.randrange(80)
        d1 = d - 1
        if r < 6:
            (a, ba), (b, bb) = self.int(env, d1), self.int(env, d1)
            op = self.ch(["+", "-", "*", "+", "-"])
            bound = ba * bb if op == "*" else ba + bb
            return self.wrap(f"({a} {op} {b})", bound)
        if r < 8:
            (a, ba), (b, bb) = self.int(env, d1), self.int(env, d1)
            op = self.ch(["div", "mod", "div", "mod"])
            if op == "mod":
                return f"({a} mod {b})", bb
            return f"({a} div {b})", ba
        if r < 9:
            (a, ba), (b, bb) = self.int(env, d1), self.int(env, d1)
            f = self.ch(["Int.min", "Int.max", "Int.quot", "Int.rem"])
            return f"({f} ({a}, {b}))", max(ba, bb)
        if r < 10:
            a, ba = self.int(env, d1)
            return self.ch([f"(~ {a})", f"(Int.abs {a})", f"(Int.sign {a})"]), ba
        if r < 13:
            c = self.bool(env, d1)
            (a, ba), (b, bb) = self.int(env, d1), self.int(env, d1)
            return f"(if {c} then {a} else {b})", max(ba, bb)
        if r < 15:
            return self.let_int(env, d1)
        if r < 17:
            return self.loop_int(env, d1)
        if r < 21:
            return self.call(env, d1, "int")
        if r < 22:
            s = self.string(env, d1)
            return f"(size {s})", 1000
        if r < 24:
            l, bl = self.ilist(env, d1)
            k = self.rng.randrange(5)
            if k == 0:
                return f"(length {l})", 100
            if k == 1:
                return self.wrap(f"(foldl (fn (x, a) => x + a) 0 {l})", bl * 100)
            if k == 2:
                i, _ = self.int(env, 0)
                if self.p(0.5):
                    return f"(let val l = {l} in List.nth (l, {i} mod (length l + 1)) end)", bl
                return f"(List.nth ({l}, {i}))", bl
            if k == 3:
                return f"(case {l} of [] => 0 | [x] => x | x :: y :: _ => x - y)", 2 * bl
            return self.wrap(f"(List.foldr (fn (x, a) => a * 3 + x) 1 {l})", LIM * 2)
        if r < 25:
            c = self.char(env, d1)
            return f"(ord {c})", 256
        if r < 26:
            if self.p(0.5):
                w = self.w32(env, d1)
                return f"(Word32.toInt (Word32.andb (0wxFFFFF, {w})))", 1 << 20
            w = self.w8(env, d1)
            return f"(Word8.toInt {w})", 256
        if r < 28:
            return self.case_tree(env, d1, "int")
        if r < 30:
            return self.handle_int(env, d1)
        if r < 31:
            c = self.bool(env, d1)
            a, ba = self.int(env, d1)
            exn = self.raise_exp(env, d1)
            return f"(if {c} then {exn} else {a})", ba
        if r < 32:
            return self.array_int(env, d1)
        if r < 33:
            return self.closure_int(env, d1)
        if r < 34:
            return self.tuple_int(env, d1)
        if r < 35:
            x, bx = self.real(env, d1)
            f = self.ch(["floor", "ceil", "trunc", "round"])
            return f"({f} {x})", int(bx) + 1
        if r < 36:
            a, b = self.small_int(env, d1)[0], self.small_int(env, d1)[0]
            # Int32 arithmetic raises Overflow at 2^31 in both Poly/ML and Skein
            op = self.ch(["*", "+", "-"])
            # (through a ref: Poly/ML folds constants and then fails at compile time)
            return (f"(Int32.toInt (Int32.fromInt (!(ref {a}) * 400000000) {op} Int32.fromInt (!(ref {b}) * 300000000))"
                    f" handle Overflow => ~99)"), 1 << 32
        if r < 37:
            o = self.opt(env, d1)
            return self.ch([f"(case {o} of NONE => ~1 | SOME x => x)", f"(valOf {o})",
                            f"(getOpt ({o}, 5))"]), 1 << 20
        if r < 38:
            return self.poly_use(env, d1)
        if r < 39:
            return self.vector_int(env, d1)
        if r < 40:
            return self.record_int(env, d1)
        if r < 42:
            return self.closure_loop(env, d1)
        if r < 44:
            return self.local_capture(env, d1)
        if r < 46:
            return self.partial_app(env, d1)
        if r < 48:
            return self.pair_int(env, d1)
        if r < 51:
            return self.poly_lib(env, d1)
        if r < 53:
            return self.effect_int(env, d1)
        if r < 54:
            return self.effect_record(env, d1)
        if r < 56:
            return self.raise_in_loop(env, d1)
        if r < 58:
            return self.box_int(env, d1)
        if r < 59:
            return self.pairs_int(env, d1)
        if r < 60:
            x = self.fresh("x")
            a, _ = self.real(env, d1)
            e, _ = self.real(env + [(x, "real", 2000)], 1)
            return (f"(floor (iter {self.small_int(env, 0)[0]} (fn {x} => {x} * 0.5 + {e}) {a}))"), 10000
        if r < 62:
            return self.string_lib(env, d1)
        if r < 64:
            return self.switch_int(env, d1)
        if r < 66:
            return self.local_exn(env, d1)
        if r < 67:
            return self.heavy_int(env, d1)
        if r < 69:
            return self.long_loop(env, d1)
        if self.fork:
            return self.fork_int(env, d1)
        return self.long_loop(env, d1)

    def long_loop(self, env, d):
        """A counted loop long enough (over 256 trips) for strip mining, up or down, by 1 to 3."""
        n = self.ch([300, 1000, 4099]) if self.p(0.5) else f"(k {OPAQUE.index(1000)} * {self.ch([1, 3])})"
        step = self.ch([1, 1, 2, 3])
        i, acc, lp = self.fresh("i"), self.fresh("acc"), self.fresh("lp")
        body, bb = self.int(env + [(i, "int", 5000), (acc, "int", 65521)], min(d, 1))
        body, _ = self.wrap(body, bb)
        k = self.rng.randrange(3)
        if k == 0:
            return (f"(let fun {lp} ({i}, {acc}) = if {i} >= {n} then {acc} else "
                    f"{lp} ({i} + {step}, ({acc} + {body}) mod 65521) in {lp} (0, 0) end)"), 65521
        if k == 1:
            return (f"(let fun {lp} ({i}, {acc}) = if {i} <= 0 then {acc} else "
                    f"{lp} ({i} - {step}, ({acc} + {body}) mod 65521) in {lp} ({n}, 1) end)"), 65521
        c, j = self.fresh("c"), self.fresh("j")
        return (f"(let val {c} = ref 0 val {j} = ref 0 in while !{j} < {n} do "
                f"(let val {i} = !{j} val {acc} = !{c} in {c} := ({acc} + {body}) mod 65521 end; {j} := !{j} + {step}); "
                f"!{c} end)"), 65521

    def fork_int(self, env, d):
        """ForkJoin with pure bodies whose exceptions are caught inside (deterministic)."""
        self.pure += 1
        try:
            k = self.rng.randrange(3)
            if k == 0:
                (a, ba), (b, bb) = self.int(env, d), self.int(env, d)
                return (f"(let val (p, q) = ForkJoin.par (fn () => ({a}) handle _ => ~1, "
                        f"fn () => ({b}) handle _ => ~2) in p - q end)"), ba + bb + 2
            n = self.ch([10, 300, 2000])
            i = self.fresh("i")
            body, bb = self.int(env + [(i, "int", n)], min(d, 2))
            body, _ = self.wrap(body, bb)
            if k == 1:
                arr = self.fresh("arr")
                return (f"(let val {arr} = Array.array ({n}, 0) in ForkJoin.parfor {self.ch([1, 16, 100])} (0, {n}) "
                        f"(fn {i} => Array.update ({arr}, {i}, ({body}) handle _ => ~1)); "
                        f"Array.foldl (fn (x, s) => (s * 3 + x) mod 65521) 0 {arr} end)"), 65521
            return (f"(ForkJoin.reducem (fn (a, b) => (a + b) mod 65521) 0 (0, {n}) "
                    f"(fn {i} => (({body}) handle _ => 7) mod 65521))"), 65521
        finally:
            self.pure -= 1

    def heavy_int(self, env, d):
        """Enough allocation for a few collections: long lists, arrays of lists, strings."""
        n = self.ch([1000, 5000, 20000])
        x, i = self.fresh("x"), self.fresh("i")
        k = self.rng.randrange(3)
        body, bb = self.int(env + [(x if k == 1 else i, "int", n)], min(d, 1))
        body, _ = self.wrap(body, bb)
        if k == 0:
            return (f"(foldl (fn ({x}, a) => (a + {x}) mod 65521) 0 "
                    f"(List.filter (fn {x} => {x} mod 3 <> 1) (map (fn {i} => {body}) (List.tabulate ({n}, fn {x} => {x})))))"), 65521
        if k == 1:
            return (f"(let val arr = Array.tabulate ({n // 10}, fn {i} => [{i}, {i} + 1]) "
                    f"val () = Array.modify (fn l => List.map (fn {x} => {body}) l @ l) arr "
                    f"in Array.foldl (fn (l, a) => (a + foldl op+ 0 l) mod 65521) 0 arr end)"), 65521
        return (f"(size (String.concat (List.tabulate ({n // 10}, fn {i} => Int.toString ({body})))) "
                f"+ length (rev (List.tabulate ({n}, fn {x} => SOME {x}))))"), 10 ** 6

    def switch_int(self, env, d):
        """A case on constants of int, string, char or Word8 (switch lowering)."""
        k = self.rng.randrange(4)
        if k == 0:
            scrut, _ = self.int(env, d)
            consts = self.rng.sample(["0", "1", "2", "3", "7", "~1", "~7", "100", "1000", "65520", "~100"], self.rng.randrange(1, 7))
        elif k == 1:
            scrut = self.string(env, d)
            consts = self.rng.sample(['""', '"a"', '"hello"', '"xyz"', '"A1 b"', '"ab"', '"0"', '"abcdef"'], self.rng.randrange(1, 6))
        elif k == 2:
            scrut = self.char(env, d)
            consts = self.rng.sample(['#"a"', '#"Z"', '#"0"', '#" "', '#"~"', '#"\\n"', '#"b"', '#"A"'], self.rng.randrange(1, 6))
        else:
            scrut = self.w8(env, d)
            consts = self.rng.sample(["0w0", "0w1", "0w7", "0wxFF", "0wx80", "0w100", "0w2"], self.rng.randrange(1, 6))
        arms = []
        bound = 1
        for c in consts:
            b, bb = self.int(env, max(d - 1, 0))
            arms.append(f"{c} => {b}")
            bound = max(bound, bb)
        b, bb = self.int(env, 0)
        arms.append(f"_ => {b}")
        return f"(case {scrut} of " + " | ".join(arms) + ")", max(bound, bb)

    def local_exn(self, env, d):
        """An exception declared in a function: a new one at each call (generative)."""
        mk, x = self.fresh("mk"), self.fresh("x")
        e, be = self.int(env, d)
        e, be = self.wrap(e, be)
        return (f"(let fun {mk} () = let exception L of int in (fn n => raise L n, fn f => (f () handle L n => n + 1)) end "
                f"val (r1, h1) = {mk} () val (r2, h2) = {mk} () "
                f"in h1 (fn () => r1 ({e})) + (h1 (fn () => r2 3) handle _ => 1000) end)"), be + 1001

    def box_int(self, env, d):
        """A polymorphic datatype with tuple and record constructors, at int and at string."""
        def boxv(ty):
            g = (lambda: self.int(env, d)[0]) if ty == "int" else (lambda: self.string(env, d))
            k = self.rng.randrange(4)
            return ["B0", f"(B1 {g()})", f"(B2 ({g()}, {g()}))", f"(B3 {{y = {self.int(env, 0)[0]}, x = {g()}}})"][k]
        n, m, s_ = self.fresh("n"), self.fresh("m"), self.fresh("s")
        b, bb = self.int(env + [(n, "int", LIM), (m, "int", LIM)], d)
        arms = self.ch([
            f"B2 ({n}, 0) => {n} | B2 ({n}, {m}) => {b} | B3 {{x = 1, y}} => y | B3 {{x = {n}, ...}} => {n} | B1 {n} => {n} | B0 => 7",
            f"B1 ({n} as 3) => {n} | B2 (_, {m}) => {m} | B3 {{y = {m}, x = {n}}} => {b} | _ => 0",
        ])
        sarms = f"B1 \"a\" => 1 | B2 ({s_}, \"\") => size {s_} | B3 {{x, y = 2}} => size x | _ => 3"
        if self.p(0.4):
            return f"(unbox (fn z => z mod 1000) {boxv('int')} + unbox size {boxv('string')})", LIM
        return self.wrap(f"((case {boxv('int')} of {arms}) + (case {boxv('string')} of {sarms}))", bb + LIM)

    def pairs_int(self, env, d):
        """A list of int * string pairs sorted by insertion."""
        l, bl = self.ilist(env, d)
        x = self.fresh("x")
        s = self.string(env, d)
        return self.wrap(f"(foldl (fn ((a, s), acc) => acc * 7 + a + size s) 0 "
                         f"(isort (map (fn {x} => ({x} mod 100, {s} ^ Int.toString {x})) {l})))", LIM * 4)

    def string_lib(self, env, d):
        s1, s2 = self.string(env, d), self.string(env, d)
        return self.ch([
            (f"(length (String.tokens Char.isSpace ({s1} ^ \" \" ^ {s2})))", 100),
            (f"(length (String.fields (fn c => c = #\"a\") {s1}))", 100),
            (f"(if String.isPrefix {s1} {s2} then 1 else 0)", 1),
            (f"(case String.compare ({s1}, {s2}) of LESS => ~1 | EQUAL => 0 | GREATER => 1)", 1),
            (f"(getOpt (Int.fromString {s1}, ~5))", 10 ** 9),
            (f"(size (String.translate (fn c => if Char.isDigit c then \"\" else str c ^ str c) {s1}))", 1000),
        ])

    def effect_int(self, env, d):
        """Side effects whose order is observable: a printed tag or the global counter."""
        e, be = self.int(env, d)
        if self.pure:
            return e, be
        self.effects += 1
        if self.p(0.5):
            return f"(print \"@{self.fresh('')} \"; {e})", be
        e, be = self.wrap(e, be)
        return f"(tick ({e}))", 10007

    def effect_record(self, env, d):
        """A record written with its labels out of order: fields are evaluated in the written order."""
        es = [self.effect_int(env, d)[0] for _ in range(3)]
        order = self.rng.sample(["a", "b", "c"], 3)
        fields = ", ".join(f"{l} = {e}" for l, e in zip(order, es))
        if self.p(0.5):
            return f"(let val {{a, b, c}} = {{{fields}}} in (a * 3 + b) * 5 + c end)", 10007 * 20
        t = self.fresh("t")
        return f"(let val {t} = ({es[0]}, {es[1]}) in #2 {t} - #1 {t} end)", 10007 * 2

    def raise_in_loop(self, env, d):
        """A loop that updates a ref and raises part way: the updates made before the raise stay."""
        r, i, iv, n = self.fresh("r"), self.fresh("i"), self.fresh("i"), self.fresh("n")
        m = self.rng.randrange(1, 10)
        c = self.bool(env + [(iv, "int", m)], d)
        e, be = self.int(env + [(iv, "int", m)], d)
        e, _ = self.wrap(e, be)
        loop = (f"while !{i} < {m} do (let val {iv} = !{i} in {r} := (!{r} + {e}) mod 65521; "
                f"if {c} then raise E1 {iv} else () end; {i} := !{i} + 1)")
        return (f"(let val {r} = ref 0 val {i} = ref 0 in ({loop}; !{r}) handle E1 {n} => {n} * 100000 + !{r} "
                f"| Div => ~1 - !{r} end)"), 65521 * 10 + 100000 * 10

    def poly_lib(self, env, d):
        """The prelude's polymorphic functions, used at several types (specialisation)."""
        x, y = self.fresh("x"), self.fresh("y")
        l, bl = self.ilist(env, d)
        k = self.rng.randrange(4)
        if k == 0:
            e, be = self.int(env + [(x, "int", bl)], d)
            e, _ = self.wrap(e, be)
            return f"(foldP (fn ({x}, a) => (a + {x}) mod 65521) 0 (mapP (fn {x} => {e}) {l}))", 65521
        if k == 1:
            e, be = self.int(env + [(y, "int", 65521)], d)
            e, _ = self.wrap(e, be)
            return f"(iter {self.small_int(env, 0)[0]} (fn {y} => ({e}) mod 65521) {self.int(env, 0)[0]})", LIM
        if k == 2:
            return (f"(let val (p, q) = pairMap size ({self.string(env, d)}, {self.string(env, d)}) "
                    f"val (u, v) = pairMap (fn z => z * 2) (p, q) in u - v end)"), 4000
        return (f"(size (foldP (fn (s, a) => a ^ s) \"\" (mapP Int.toString {l})) + "
                f"length (mapP (fn z => (z, z)) {l}))"), 10000

    def closure_loop(self, env, d):
        """A list of closures built in a loop, each capturing the loop variable."""
        i, x, fs = self.fresh("i"), self.fresh("x"), self.fresh("fs")
        n = self.rng.randrange(0, 7)
        body, bb = self.int(env + [(i, "int", n), (x, "int", 65521)], d)
        body, _ = self.wrap(body, bb)
        init, _ = self.int(env, 0)
        k = self.rng.randrange(3)
        if k == 0:
            return (f"(let val {fs} = List.tabulate ({n}, fn {i} => fn {x} => ({body}) mod 65521) in "
                    f"foldl (fn (f, a) => f a) ({init}) {fs} end)"), 65521 + LIM
        if k == 1:
            c = self.fresh("c")
            return (f"(let val {c} = ref [] val {i} = ref 0 in while !{i} < {n} do "
                    f"(let val {i} = !{i} in {c} := (fn {x} => ({body}) mod 65521) :: !{c} end; {i} := !{i} + 1); "
                    f"foldl (fn (f, a) => f a mod 65521) ({init}) (!{c}) end)"), 65521
        arr = self.fresh("a")
        return (f"(let val {arr} = Array.tabulate ({n}, fn {i} => fn {x} => ({body}) mod 65521) in "
                f"Array.foldr (fn (f, a) => f a) ({init}) {arr} end)"), 65521 + LIM

    def local_capture(self, env, d):
        """A local recursive function capturing variables of the enclosing scope."""
        c, h, y = self.fresh("c"), self.fresh("h"), self.fresh("y")
        e, be = self.int(env, d)
        e, be = self.wrap(e, be)
        env2 = env + [(c, "int", be), (y, "int", 13)]
        body, bb = self.int(env2, d)
        body, bb = self.wrap(body, bb)
        arg = self.small_int(env, 0)[0]
        if self.p(0.5):
            return (f"(let val {c} = {e} fun {h} {y} = if {y} <= 0 then {c} else "
                    f"({body} + {h} ({y} - 1)) mod 65521 in {h} {arg} end)"), 65521 + be
        h2 = self.fresh("h")
        body, bb = self.int(env + [(y, "int", 13)], d)
        body, bb = self.wrap(body, bb)
        return (f"(let val {c} = ref ({e}) fun {h} {y} = if {y} <= 0 then !{c} else "
                f"({c} := (!{c} + {y}) mod 1009; {h2} ({y} - 1)) and {h2} {y} = if {y} <= 0 then !{c} * 2 "
                f"else ({body} + {h} ({y} - 1)) mod 65521 in {h} {arg} + {h2} {arg} end)"), 3 * 65521 + be

    def partial_app(self, env, d):
        """A curried top-level function partially applied, the result bound and used twice."""
        cur = [f for f in self.callable() if f.curried and len(f.args) >= 2 and f.args[0] == "int" and f.ret == "int"]
        if not cur:
            return self.closure_int(env, d)
        f = self.ch(cur)
        g = self.fresh("g")
        first = self.small_int(env, d)[0] if f.small else self.int(env, d)[0]
        rest = lambda: " ".join(f"({self.small_int(env, d)[0] if f.small and t == 'int' else self.gen(t, env, d)[0]})"
                                for t in f.args[1:])
        return self.wrap(f"(let val {g} = {f.name} ({first}) in {g} {rest()} + {g} {rest()} end)", 2 * f.bound)

    def pair_int(self, env, d):
        p = self.pair(env, d)
        n, s = self.fresh("n"), self.fresh("s")
        body, bb = self.int(env + [(n, "int", 65521), (s, "string", 0)], d)
        return self.ch([(f"(#1 {p})", 65521),
                        (f"(case {p} of (0, _) => 0 | ({n}, {s}) => {body})", bb),
                        (f"(let val ({n}, {s}) = {p} in {body} end)", bb)])

    def pair(self, env, d):
        """An int * string, the int within 65521."""
        cands = [f for f in self.callable() if f.ret == "pair"]
        if cands and self.p(0.6):
            return self.call(env, d, "pair")[0]
        a, _ = self.int(env, d)
        return f"((({a}) mod 65521), {self.string(env, d)})"

    def let_int(self, env, d):
        x = self.fresh("x")
        t = self.ch(["int", "int", "string", "ilist", "tree", "w32"])
        if t == "int":
            e, b = self.int(env, d)
        else:
            e, b = self.gen(t, env, d)
        env2 = env + [(x, t, b)]
        if self.p(0.3):
            # a local (possibly recursive) function in the let
            f = self.fresh("g")
            n = self.fresh("n")
            body, bb = self.int(env2 + [(n, "int", 13)], d)
            rb, _ = self.wrap(f"({body} + {f} ({n} - 1))", LIM * 2)
            fd = f"fun {f} {n} = if {n} <= 0 then {x if t == 'int' else 1} else {rb}"
            fn = Fn(f, ["int"], "int", LIM, small=True)
            self.fns.append(fn)
            res, br = self.int(env2, d)
            self.fns.remove(fn)
            return f"(let val {x} = {e} {fd} in {res} + {f} {self.small_int(env2, 0)[0]} end)", br + LIM
        res, br = self.int(env2, d)
        return f"(let val {x} = {e} in {res} end)", br

    def loop_int(self, env, d):
        i, acc = self.fresh("i"), self.fresh("acc")
        n = self.rng.randrange(0, 9)
        env2 = env + [(i, "int", n + 1), (acc, "int", 65521)]
        body, bb = self.int(env2, d)
        step, _ = self.wrap(f"({acc} + {body})", LIM * 2)
        k = self.rng.randrange(3)
        if k == 0:
            r = self.fresh("r")
            j = self.fresh("j")
            benv = env + [(j, "int", n + 1), (acc, "int", 65521)]
            body, _ = self.int(benv, d)
            return (f"(let val {r} = ref 0 val {j} = ref 0 in while !{j} < {n} do "
                    f"(let val {acc} = !{r} val {j} = !{j} in {r} := (({acc} + {body}) mod 65521) end; "
                    f"{j} := !{j} + 1); !{r} end)"), 65521
        if k == 1:
            lp = self.fresh("loop")
            return (f"(let fun {lp} ({i}, {acc}) = if {i} >= {n} then {acc} else "
                    f"{lp} ({i} + 1, ({step}) mod 65521) in {lp} (0, {self.int(env, 0)[0]}) end)"), LIM
        # a loop whose body is a closure applied in the loop
        f = self.fresh("h")
        body2, _ = self.int(env2, d)
        return (f"(let val {f} = fn {i} => fn {acc} => ({body2}) mod 1000 "
                f"fun {self.fresh('go')} _ = 0 val s = ref 0 in "
                f"List.app (fn {i} => s := {f} {i} (!s)) (List.tabulate ({n}, fn q => q * 2)); !s end)"), 1000

    def handle_int(self, env, d):
        a, ba = self.int(env, d)
        arms = []
        n = self.fresh("e")
        for ex in self.rng.sample(["E1", "E2", "E3", "Div", "Subscript", "Overflow", "Empty", "Option", "Chr", "Match", "other"], self.rng.randrange(1, 5)):
            if ex == "E1":
                b, bb = self.int(env + [(n, "int", LIM)], d)
                arms.append((f"E1 {n}", b, bb))
            elif ex == "E2":
                s = self.fresh("s")
                b, bb = self.int(env + [(n, "int", LIM), (s, "string", 0)], d)
                arms.append((f"E2 ({s}, {n})", b, bb))
            elif ex == "other":
                b, bb = self.int(env, 0)
                arms.append(("_", b, bb))
            else:
                b, bb = self.int(env, 0)
                arms.append((ex, b, bb))
        arms = [a_ for a_ in arms if a_[0] != "_"] + [a_ for a_ in arms if a_[0] == "_"]
        return ("((" + a + ") handle " + " | ".join(f"{p} => {b}" for p, b, _ in arms) + ")",
                max([ba] + [bb for _, _, bb in arms]))

    def raise_exp(self, env, d):
        k = self.rng.randrange(4)
        if k == 0:
            return f"raise E1 {self.int(env, d)[0]}"
        if k == 1:
            return f"raise E2 ({self.string(env, d)}, {self.int(env, 0)[0]})"
        if k == 2:
            return "raise E3"
        return self.ch(["raise Div", "raise Subscript", "raise Overflow"])

    def array_int(self, env, d):
        a, i = self.fresh("arr"), self.fresh("i")
        n = self.rng.randrange(0, 7)
        el, be = self.int(env + [(i, "int", n)], d)
        k = self.index(env)
        v, bv = self.int(env, d)
        res = self.ch([f"Array.foldl (fn (x, s) => (s * 7 + x) mod 65521) 0 {a}",
                       f"Array.sub ({a}, {k})",
                       f"Array.foldr (fn (x, s) => Int.max (x, s)) 0 {a} + Array.length {a}",
                       f"(Array.modify (fn x => x mod 100) {a}; Array.foldl op+ 0 {a})"])
        return (f"(let val {a} = Array.tabulate ({n}, fn {i} => {el}) in "
                f"Array.update ({a}, {self.small_int(env, 0)[0]}, {v}); {res} end)"), 65521 + (be + bv) * 8

    def vector_int(self, env, d):
        l, bl = self.ilist(env, d)
        v = self.fresh("vec")
        k = self.index(env)
        return self.wrap(self.ch([
            f"(let val {v} = Vector.fromList {l} in Vector.sub ({v}, {k}) + Vector.length {v} end)",
            f"(let val {v} = Vector.map (fn x => x * 2) (Vector.fromList {l}) in Vector.foldl op+ 0 {v} end)",
            f"(let val {v} = Vector.tabulate ({self.small_int(env, 0)[0]}, fn i => i * i) in Vector.foldr op- 0 {v} end)",
        ]), bl * 200)

    def closure_int(self, env, d):
        k, f, x = self.fresh("k"), self.fresh("f"), self.fresh("x")
        e, be = self.int(env, d)
        env2 = env + [(k, "int", be)]
        body, bb = self.int(env2 + [(x, "int", 65521)], d)
        body, bb = self.wrap(body, bb)
        a, _ = self.int(env, 0)
        use = self.ch([f"{f} ({f} (({a}) mod 65521) mod 65521)",
                       f"foldl (fn (g, s) => g s mod 65521) 1 [{f}, fn y => y + {k}, {f}]",
                       f"List.foldl op+ 0 (map {f} [1, 2, 3])"])
        return self.wrap(f"(let val {k} = {e} val {f} = fn {x} => {body} in {use} end)", bb * 3 + 65521)

    def tuple_int(self, env, d):
        a, ba = self.int(env, d)
        s = self.string(env, d)
        t = self.fresh("t")
        return self.ch([(f"(#1 ({a}, {s}))", ba),
                        (f"(let val {t} = ({a}, {s}) in #1 {t} + size (#2 {t}) end)", ba + 1000),
                        (f"(case ({a}, {s}) of (0, _) => 1 | (_, \"\") => 2 | (n, s) => n + size s)", ba + 1000)])

    def record_int(self, env, d):
        a, ba = self.int(env, d)
        b, bb = self.int(env, d)
        s = self.string(env, d)
        return self.ch([
            (f"(#b {{a = {a}, b = {b}, c = {s}}})", bb),
            (f"(case {{a = {a}, b = {b}, c = {s}}} of {{a = 0, c, ...}} => size c | {{a, b, ...}} => a - b)", ba + bb + 1000),
            (f"(let val {{a = p, b = q, ...}} = {{a = {a}, b = {b}, c = {s}}} in p * 2 + q end)", 2 * ba + bb)])

    def poly_use(self, env, d):
        f = self.fresh("pid")
        a, ba = self.int(env, d)
        s = self.string(env, d)
        return self.ch([
            (f"(let fun {f} x = (x, x) val (p, _) = {f} {a} val (q, _) = {f} {s} in p + size q end)", ba + 1000),
            (f"(let fun {f} g x = g (g x) in {f} (fn y => y + 1) {a} + size ({f} (fn t => t ^ \"z\") {s}) end)", ba + 1100),
            (f"(let fun {f} [] = 0 | {f} (_ :: r) = 1 + {f} r in {f} [{a}] + {f} [{s}, {s}] + {f} [] end)", 10),
            (f"(twice (fn y => (y * 3) mod 1009) {a} + length (twice (fn l => {s} :: l) []))", 1100),
        ])

    # ---- function calls ----

    def call(self, env, d, ret):
        cands = [f for f in self.callable() if f.ret == ret]
        if not cands:
            return self.gen(ret, env, d) if ret != "int" else self.int_lit()
        f = self.ch(cands)
        args = []
        for t in f.args:
            if t == "int":
                args.append(self.small_int(env, d)[0] if f.small else self.int(env, d)[0])
            elif t == "int->int":
                args.append(self.fun_arg(env, d))
            else:
                args.append(self.gen(t, env, d)[0])
        if f.curried:
            code = f"({f.name} " + " ".join(f"({a})" for a in args) + ")"
        elif len(args) == 1:
            code = f"({f.name} ({args[0]}))"
        else:
            code = f"({f.name} (" + ", ".join(args) + "))"
        return code, f.bound

    def fun_arg(self, env, d):
        """An int -> int function value: a lambda, a partial application, a known function."""
        k = self.rng.randrange(4)
        cur = [f for f in self.callable() if f.curried and len(f.args) == 2 and f.args == ["int", "int"] and not f.small]
        if k == 0 and cur:
            f = self.ch(cur)
            return f"({f.name} ({self.int(env, 0)[0]}))"
        one = [f for f in self.callable() if f.args == ["int"] and f.ret == "int" and not f.small]
        if k == 1 and one:
            return self.ch(one).name
        x = self.fresh("x")
        b, bb = self.int(env + [(x, "int", 65521)], d)
        b, _ = self.wrap(b, bb)
        return f"(fn {x} => ({b}) mod 65521)"

    # ---- other types; gen returns (code, bound) ----

    def gen(self, t, env, d):
        if t == "int":
            return self.int(env, d)
        if t == "string":
            return self.string(env, d), 0
        if t == "ilist":
            return self.ilist(env, d)
        if t == "tree":
            return self.tree(env, d), 0
        if t == "w32":
            return self.w32(env, d), 0
        if t == "w8":
            return self.w8(env, d), 0
        if t == "bool":
            return self.bool(env, d), 0
        if t == "char":
            return self.char(env, d), 0
        if t == "real":
            return self.real(env, d)
        if t == "int->int":
            return self.fun_arg(env, d), 0
        if t == "pair":
            return self.pair(env, d), 0
        if t == "ii->i":
            i, a = self.fresh("i"), self.fresh("a")
            b, bb = self.int(env + [(i, "int", 13), (a, "int", 65521)], d)
            b, _ = self.wrap(b, bb)
            if self.p(0.4):
                h = self.fresh("h")
                return f"(let val {h} = {self.fun_arg(env, d)} in fn ({i}, {a}) => {h} ({b}) end)", 0
            return f"(fn ({i}, {a}) => {b})", 0
        if t == "int->bool":
            x = self.fresh("x")
            return f"(fn {x} => {self.bool(env + [(x, 'int', 65521)], d)})", 0
        if t == "iii":
            return f"({self.small_int(env, 0)[0]}, {self.small_int(env, 0)[0]}, {self.int(env, 0)[0]})", 0
        if t == "pairlohi":
            return f"({self.small_int(env, 0)[0]}, {self.small_int(env, 0)[0]} + 5)", 0
        raise ValueError(t)

    def string(self, env, d):
        if d <= 0 or self.p(0.2):
            v = self.var(env, "string")
            if v and self.p(0.6):
                return v[0]
            return self.ch(['""', '"a"', '"hello"', '"xyz"', '"A1 b"', '"~!"', '"abcdef"', '"\\t\\n"'])
        d1 = d - 1
        r = self.rng.randrange(20)
        if r < 3:
            return f"({self.string(env, d1)} ^ {self.string(env, d1)})"
        if r < 5:
            return f"(Int.toString {self.int(env, d1)[0]})"
        if r < 6:
            if self.p(0.5):
                return (f"(let val s = {self.string(env, d1)} val i = {self.int(env, 0)[0]} mod (size s + 1) "
                        f"in String.substring (s, i, {self.int(env, 0)[0]} mod (size s - i + 1)) end)")
            return f"(String.substring ({self.string(env, d1)}, {self.int(env, 0)[0]}, {self.int(env, 0)[0]}))"
        if r < 7:
            return f"(String.extract ({self.string(env, d1)}, {self.small_int(env, 0)[0]}, NONE))"
        if r < 8:
            return self.ch([f"(implode (rev (explode {self.string(env, d1)})))",
                            f"(implode (map Char.toUpper (explode {self.string(env, d1)})))",
                            f"(String.map (fn c => if Char.isAlpha c then Char.toLower c else #\".\") {self.string(env, d1)})"])
        if r < 9:
            return f"(String.concatWith \"-\" [{self.string(env, d1)}, {self.string(env, d1)}])"
        if r < 10:
            return f"(str {self.char(env, d1)})"
        if r < 11:
            return f"(if {self.bool(env, d1)} then {self.string(env, d1)} else {self.string(env, d1)})"
        if r < 13:
            return self.call(env, d1, "string")[0]
        if r < 14:
            return f"(showList {self.ilist(env, d1)[0]})"
        if r < 15:
            return self.case_tree(env, d1, "string")[0]
        if r < 16:
            return f"(showTree {self.tree(env, d1)})"
        if r < 17:
            if self.p(0.5):
                return f"(#2 {self.pair(env, d1)})"
            return f"(Word32.toString {self.w32(env, d1)})"
        if r < 18:
            x = self.fresh("s")
            return f"(let val {x} = {self.string(env, d1)} in {self.string(env + [(x, 'string', 0)], d1)} end)"
        if r < 19:
            return f"(Real.toString {self.real(env, d1)[0]})"
        return (f"(({self.string(env, d1)}) handle E2 (s, _) => s | E1 n => Int.toString n"
                f" | Subscript => \"sub\")")

    def char(self, env, d):
        if d <= 0 or self.p(0.2):
            return self.ch(['#"a"', '#"Z"', '#"0"', '#" "', '#"~"', '#"\\n"'])
        d1 = d - 1
        return self.ch([
            f"(String.sub ({self.string(env, d1)}, {self.int(env, 0)[0]}))",
            f"(let val s = {self.string(env, d1)} in String.sub (s, {self.int(env, 0)[0]} mod size s) end)",
            f"(Char.chr ({self.int(env, d1)[0]} mod 128))",
            f"(Char.toUpper {self.char(env, d1)})",
            f"(Char.succ {self.char(env, d1)})",
            f"(if {self.bool(env, d1)} then {self.char(env, d1)} else {self.char(env, d1)})",
        ])

    def bool(self, env, d):
        if d <= 0 or self.p(0.1):
            v = self.var(env, "bool")
            if v and self.p(0.5):
                return v[0]
            return self.ch(["true", "false"]) if self.p(0.3) else f"({self.int(env, 0)[0]} < {self.int(env, 0)[0]})"
        d1 = d - 1
        r = self.rng.randrange(12)
        if r < 4:
            op = self.ch(["<", "<=", ">", ">=", "=", "<>"])
            return f"({self.int(env, d1)[0]} {op} {self.int(env, d1)[0]})"
        if r < 5:
            return f"({self.string(env, d1)} {self.ch(['<', '=', '>=', '<>'])} {self.string(env, d1)})"
        if r < 6:
            return f"({self.bool(env, d1)} {self.ch(['andalso', 'orelse'])} {self.bool(env, d1)})"
        if r < 7:
            return f"(not {self.bool(env, d1)})"
        if r < 8:
            return f"({self.ilist(env, d1)[0]} = {self.ilist(env, d1)[0]})"
        if r < 9:
            return f"({self.tree(env, d1)} = {self.tree(env, d1)})"
        if r < 10:
            return self.ch([f"(Char.isDigit {self.char(env, d1)})", f"({self.char(env, d1)} < {self.char(env, d1)})"])
        if r < 11:
            x = self.fresh("x")
            return f"(List.exists (fn {x} => {self.bool(env + [(x, 'int', LIM)], d1)}) {self.ilist(env, d1)[0]})"
        return f"({self.real(env, d1)[0]} {self.ch(['<', '<=', '>'])} {self.real(env, d1)[0]})"

    def w32(self, env, d):
        if d <= 0 or self.p(0.2):
            v = self.var(env, "w32")
            if v and self.p(0.6):
                return v[0]
            return self.ch(["0w0", "0w1", "0w7", "0wxFF", "0wx80000000", "0wxFFFFFFFF", "0wx12345678", "0w1000"])
        d1 = d - 1
        r = self.rng.randrange(8)
        if r < 3:
            op = self.ch(["+", "-", "*"])
            return f"({self.w32(env, d1)} {op} {self.w32(env, d1)})"
        if r < 5:
            f = self.ch(["Word32.andb", "Word32.orb", "Word32.xorb"])
            return f"({f} ({self.hide0(f, self.w32(env, d1))}, {self.w32(env, d1)}))"
        if r < 6 and self.p(0.3):
            return self.call(env, d1, "w32")[0]
        if r < 6:
            f = self.ch(["Word32.<<", "Word32.>>", "Word32.~>>"])
            return f"({f} ({self.w32(env, d1)}, Word.fromInt ({self.int(env, 0)[0]} mod 40)))"
        if r < 7:
            return self.ch([f"(Word32.fromInt {self.int(env, d1)[0]})", f"(Word32.notb {self.w32(env, d1)})",
                            f"({self.w32(env, d1)} {self.ch(['div', 'mod'])} {self.w32(env, d1)})"])
        return f"(if {self.bool(env, d1)} then {self.w32(env, d1)} else {self.w32(env, d1)})"

    def hide0(self, f, w):
        """Poly/ML 5.7 computes andb (0w0, x) as x when its first argument
        folds to the constant 0w0: that argument is hidden behind a ref."""
        return f"!(ref {w})" if f.endswith("andb") else w

    def w8(self, env, d):
        if d <= 0 or self.p(0.2):
            return self.ch(["0w0", "0w1", "0w7", "0wxFF", "0wx80", "0w100"])
        d1 = d - 1
        r = self.rng.randrange(6)
        if r < 2:
            return f"({self.w8(env, d1)} {self.ch(['+', '-', '*'])} {self.w8(env, d1)})"
        if r < 3:
            f = self.ch(["Word8.andb", "Word8.orb", "Word8.xorb"])
            return f"({f} ({self.hide0(f, self.w8(env, d1))}, {self.w8(env, d1)}))"
        if r < 4:
            f = self.ch(["Word8.<<", "Word8.>>", "Word8.~>>"])
            return f"({f} ({self.w8(env, d1)}, Word.fromInt ({self.int(env, 0)[0]} mod 12)))"
        if r < 5:
            return f"(Word8.fromInt {self.int(env, d1)[0]})"
        return f"(Word8.fromLarge (Word32.toLarge {self.w32(env, d1)}))"

    def real(self, env, d):
        """Dyadic reals: (code, bound); kept exact by bounding magnitude and depth."""
        if d <= 0 or self.p(0.3):
            return self.ch([("0.5", 1), ("1.25", 2), ("~2.0", 2), ("3.0", 3), ("0.0", 1), ("~0.75", 1), ("1024.5", 1025)])
        d1 = min(d - 1, 2)
        r = self.rng.randrange(6)
        if r < 2:
            (a, ba), (b, bb) = self.real(env, d1), self.real(env, d1)
            return f"({a} {self.ch(['+', '-'])} {b})", ba + bb
        if r < 3:
            (a, ba), (b, bb) = self.real(env, 0), self.real(env, 0)
            return f"({a} * {b})", ba * bb
        if r < 4:
            return f"(Real.fromInt ({self.int(env, d1)[0]} mod 1000))", 1000
        if r < 5:
            (a, ba) = self.real(env, d1)
            return self.ch([f"({a} / 4.0)", f"(Real.abs {a})", f"(~ {a})"]), ba
        (a, ba), (b, bb) = self.real(env, d1), self.real(env, d1)
        return f"(Real.max ({a}, {b}))", max(ba, bb)

    def opt(self, env, d):
        a, _ = self.int(env, d)
        a = f"(({a}) mod 65521)"
        return self.ch([f"(SOME {a})", "NONE", f"(if {self.bool(env, d)} then SOME {a} else NONE)",
                        f"(List.find (fn x => x > 2) {self.ilist(env, d)[0]})"])

    def ilist(self, env, d):
        if d <= 0 or self.p(0.15):
            v = self.var(env, "ilist")
            if v and self.p(0.6):
                return v
            n = self.rng.randrange(0, 5)
            xs = [self.int(env, 0) for _ in range(n)]
            return "[" + ", ".join(x for x, _ in xs) + "]", max([1] + [b for _, b in xs])
        d1 = d - 1
        r = self.rng.randrange(12)
        x = self.fresh("x")
        if r < 2:
            i = self.fresh("i")
            e, b = self.int(env + [(i, "int", 10)], d1)
            return f"(List.tabulate ({self.small_int(env, 0)[0]}, fn {i} => {e}))", b
        if r < 4:
            l, bl = self.ilist(env, d1)
            e, b = self.int(env + [(x, "int", bl)], d1)
            e, b = self.wrap(e, b)
            return f"(map (fn {x} => {e}) {l})", b
        if r < 5:
            l, bl = self.ilist(env, d1)
            c = self.bool(env + [(x, "int", bl)], d1)
            return f"(List.filter (fn {x} => {c}) {l})", bl
        if r < 6:
            l, bl = self.ilist(env, d1)
            return f"(rev {l})", bl
        if r < 7:
            (a, ba), (b, bb) = self.ilist(env, d1), self.ilist(env, d1)
            return f"({a} @ {b})", max(ba, bb)
        if r < 8:
            (e, be), (l, bl) = self.int(env, d1), self.ilist(env, d1)
            return f"({e} :: {l})", max(be, bl)
        if r < 9:
            l, bl = self.ilist(env, d1)
            f = self.ch(["List.take", "List.drop"])
            return f"({f} ({l}, {self.int(env, 0)[0]}))", bl
        if r < 10:
            return self.call(env, d1, "ilist")
        if r < 11:
            l, bl = self.ilist(env, d1)
            return f"(tl {l})", bl
        return self.case_tree(env, d1, "ilist")

    def tree(self, env, d):
        if d <= 0 or self.p(0.2):
            v = self.var(env, "tree")
            if v and self.p(0.6):
                return v[0]
            return self.ch(["Leaf", "(Pair (1, 2))", "(Tag (\"a\", 3))", "(Node (Leaf, 0, Leaf))"])
        d1 = d - 1
        r = self.rng.randrange(7)
        if r < 2:
            return f"(Node ({self.tree(env, d1)}, {self.int(env, d1)[0]}, {self.tree(env, d1)}))"
        if r < 3:
            return f"(Pair ({self.int(env, d1)[0]}, {self.int(env, d1)[0]}))"
        if r < 4:
            return f"(Tag ({self.string(env, d1)}, {self.int(env, d1)[0]}))"
        if r < 6:
            return self.call(env, d1, "tree")[0]
        return self.case_tree(env, d1, "tree")[0]

    # ---- patterns over tree ----

    def tpat(self, d, binds):
        r = self.rng.randrange(10)
        if d <= 0 or r < 2:
            if self.p(0.5):
                return "_"
            v = self.fresh("t")
            binds.append((v, "tree", 0))
            return v
        if r < 3:
            return "Leaf"
        if r < 6:
            p = f"Node ({self.tpat(d - 1, binds)}, {self.ipat(binds)}, {self.tpat(d - 1, binds)})"
        elif r < 7:
            p = f"Pair ({self.ipat(binds)}, {self.ipat(binds)})"
        elif r < 8:
            s = self.ch(['"a"', '"hello"', '""', "_"])
            if self.p(0.3):
                s = self.fresh("s")
                binds.append((s, "string", 0))
            p = f"Tag ({s}, {self.ipat(binds)})"
        else:
            v = self.fresh("t")
            binds.append((v, "tree", 0))
            return f"({v} as {self.tpat(d - 1, binds)})"
        return p

    def ipat(self, binds):
        r = self.rng.randrange(3)
        if r == 0:
            return self.ch(["0", "1", "3", "~1", "42"])
        if r == 1:
            return "_"
        v = self.fresh("n")
        binds.append((v, "int", LIM))
        return v

    def case_tree(self, env, d, ty):
        scrut = self.tree(env, d)
        arms = []
        for _ in range(self.rng.randrange(1, 5)):
            binds = []
            p = self.tpat(2, binds)
            body, b = self.gen(ty, env + binds, d)
            arms.append((p, body, b))
        wb, wbb = self.gen(ty, env, 0)
        arms.append(("_", wb, wbb))
        code = f"(case {scrut} of " + " | ".join(f"{p} => {b}" for p, b, _ in arms) + ")"
        return code, max(b for _, _, b in arms)

    # ---- top-level declarations ----

    def fun_decl(self):
        before = self.effects
        code = self.fun_decl1()
        if self.effects != before:
            self.fns[-1].effect = True
            if len(self.fns) > 1 and self.fns[-2].name in code.split("\n")[0]:
                self.fns[-2].effect = True   # the other of a mutually recursive pair
        return code

    def fun_decl1(self):
        k = self.rng.randrange(19)
        name = self.fresh("f")
        d = self.rng.randrange(2, 5)
        if k < 2:
            x = self.fresh("x")
            b, bb = self.int([(x, "int", LIM)], d)
            b, bb = self.wrap(b, bb)
            fn = Fn(name, ["int"], "int", bb)
            code = f"fun {name} ({x} : int) : int = {b}"
        elif k < 3:
            x, y = self.fresh("x"), self.fresh("y")
            b, bb = self.int([(x, "int", LIM), (y, "int", LIM)], d)
            b, bb = self.wrap(b, bb)
            fn = Fn(name, ["int", "int"], "int", bb, curried=True)
            code = f"fun {name} ({x} : int) ({y} : int) : int = {b}"
        elif k < 4:
            x, s = self.fresh("x"), self.fresh("s")
            b = self.string([(x, "int", LIM), (s, "string", 0)], d)
            fn = Fn(name, ["int", "string"], "string", 0)
            code = f"fun {name} ({x} : int, {s} : string) : string = {b}"
        elif k < 5:
            n = self.fresh("n")
            base, _ = self.int([(n, "int", 13)], 1)
            r = self.fresh("r")
            body, bb = self.int([(n, "int", 13), (r, "int", 65521)], d - 1)
            fn = Fn(name, ["int"], "int", 65521, small=True)
            if self.p(0.5):
                code = (f"fun {name} {n} = if {n} <= 0 then ({base}) mod 65521 else "
                        f"let val {r} = {name} ({n} - 1) in ({body}) mod 65521 end")
            else:
                code = (f"fun {name} ({n}, {r}) = if {n} <= 0 then {r} mod 65521 else "
                        f"{name} ({n} - 1, ({body}) mod 65521)")
                fn = Fn(name, ["int", "int"], "int", 65521, small=True)
        elif k < 6:
            g, x = self.fresh("g"), self.fresh("x")
            self.fns.append(Fn(g, ["int"], "int", 65521))
            b, bb = self.int([(x, "int", LIM)], d)
            self.fns.pop()
            b, bb = self.wrap(b, bb)
            fn = Fn(name, ["int->int", "int"], "int", 65521, curried=True)
            code = f"fun {name} ({g} : int -> int) ({x} : int) = (({g} ({b})) + {g} {x}) mod 65521"
        elif k < 7:
            ev, od = name, self.fresh("f")
            n = self.fresh("n")
            b1, _ = self.int([(n, "int", 13)], d - 1)
            b2, _ = self.int([(n, "int", 13)], d - 1)
            code = (f"fun {ev} {n} = if {n} <= 0 then ({b1}) mod 1000 else ({od} ({n} - 1) + {n}) mod 1000\n"
                    f"and {od} {n} = if {n} <= 0 then ({b2}) mod 1000 else ({ev} ({n} - 1) * 3) mod 1000")
            self.fns.append(Fn(ev, ["int"], "int", 1000, small=True))
            fn = Fn(od, ["int"], "int", 1000, small=True)
        elif k < 8:
            t = self.fresh("t")
            arms = []
            for con, pat, env in [("Leaf", "Leaf", []),
                                  ("Node", f"Node (l, v, r)", [("v", "int", LIM)]),
                                  ("Pair", f"Pair (a, b)", [("a", "int", LIM), ("b", "int", LIM)]),
                                  ("Tag", f"Tag (s, m)", [("s", "string", 0), ("m", "int", LIM)])]:
                e, be = self.int(env, d - 1)
                e, _ = self.wrap(e, be)
                if con == "Node":
                    e = f"({name} l + ({e}) + {name} r) mod 65521"
                arms.append(f"{name} ({pat}) = {e}" if con != "Leaf" else f"{name} Leaf = {e}")
            code = "fun " + "\n  | ".join(arms)
            fn = Fn(name, ["tree"], "int", 65521)
        elif k < 9:
            n = self.fresh("n")
            e, _ = self.int([(n, "int", 13)], d - 1)
            code = (f"fun {name} {n} = if {n} <= 0 then Leaf else "
                    f"if {n} mod 3 = 0 then Pair ({n}, {e}) else Node ({name} ({n} - 1), {e}, {name} ({n} - 2))")
            fn = Fn(name, ["int"], "tree", 0, small=True)
        elif k < 10:
            x = self.fresh("x")
            c = self.bool([(x, "int", LIM)], d - 1)
            e, be = self.int([(x, "int", LIM)], d)
            e, be = self.wrap(e, be)
            code = f"fun {name} {x} = if {c} then raise E1 (({x}) mod 1000) else {e}"
            fn = Fn(name, ["int"], "int", be)
        elif k in (15, 16):
            # a loop over a closure argument, for calls from several sites
            # with different closures (specialise, closure-args)
            g, i, n, acc = self.fresh("g"), self.fresh("i"), self.fresh("n"), self.fresh("acc")
            code = (f"fun {name} ({g} : int * int -> int) ({i} : int, {n} : int, {acc} : int) : int =\n"
                    f"  if {i} >= {n} then {acc} else {name} {g} ({i} + 1, {n}, {g} ({i}, {acc}) mod 65521)")
            fn = Fn(name, ["ii->i", "iii"], "int", 65521, curried=True)
        elif k in (17, 18):
            # curried, two closure arguments, a local loop calling both
            lo, hi, f, pr, go, j, a = (self.fresh(x) for x in ("lo", "hi", "f", "p", "go", "j", "a"))
            code = (f"fun {name} ({lo} : int, {hi} : int) ({f} : int -> int) ({pr} : int -> bool) : int =\n"
                    f"  let fun {go} ({j}, {a}) = if {j} >= {hi} then {a}\n"
                    f"        else {go} ({j} + 1, if {pr} ({f} {j}) then ({a} + {f} {j}) mod 65521 else {a})\n"
                    f"  in {go} ({lo}, 0) end")
            fn = Fn(name, ["pairlohi", "int->int", "int->bool"], "int", 65521, curried=True)
        elif k == 11:
            w, x = self.fresh("w"), self.fresh("x")
            b = self.w32([(w, "w32", 0), (x, "int", LIM)], d)
            code = f"fun {name} ({w} : Word32.word) ({x} : int) : Word32.word = {b}"
            fn = Fn(name, ["w32", "int"], "w32", 0, curried=True)
        elif k == 12:
            x, s_ = self.fresh("x"), self.fresh("s")
            a, _ = self.int([(x, "int", LIM), (s_, "string", 0)], d)
            b = self.string([(x, "int", LIM), (s_, "string", 0)], d)
            code = f"fun {name} ({x} : int, {s_} : string) = ((({a}) mod 65521), {b})"
            fn = Fn(name, ["int", "string"], "pair", 0)
        elif k == 13:
            # a counting loop over a ref accumulator, in a function
            x, i, acc, cell = self.fresh("x"), self.fresh("i"), self.fresh("acc"), self.fresh("cell")
            body, bb = self.int([(x, "int", LIM), (i, "int", 10), (acc, "int", 65521)], d)
            body, _ = self.wrap(body, bb)
            code = (f"fun {name} ({x} : int) : int =\n  let val {cell} = ref 0 val {i} = ref 0\n"
                    f"  in while !{i} < 10 do\n"
                    f"       (let val {i} = !{i} val {acc} = !{cell} in {cell} := ({body}) mod 65521 end;\n"
                    f"        {i} := !{i} + 1);\n     !{cell}\n  end")
            fn = Fn(name, ["int"], "int", 65521)
        else:
            x, l = self.fresh("x"), self.fresh("l")
            e, be = self.ilist([(x, "int", LIM), (l, "ilist", LIM)], d)
            code = f"fun {name} ({x} : int) ({l} : int list) : int list = {e}"
            fn = Fn(name, ["int", "ilist"], "ilist", be, curried=True)
        self.fns.append(fn)
        return code

    def sweep_decl(self):
        """Print a function's results over a range of arguments."""
        one = [f for f in self.callable() if f.args and all(t == "int" for t in f.args) and f.ret in ("int", "ilist", "string")]
        if not one:
            return self.print_decl()
        f = self.ch(one)
        n = self.rng.randrange(4, 14)
        i = self.fresh("i")
        mults = ["3", "17", "101", "~5"]
        args = [i if f.small or self.p(0.5) else f"({i} * {self.ch(mults)})" for _ in f.args]
        if f.curried:
            call = f"{f.name} " + " ".join(f"({a})" for a in args)
        else:
            call = f"{f.name} (" + ", ".join(args) + ")"
        show = {"int": "Int.toString", "ilist": "showList", "string": "String.toString"}[f.ret]
        return (f"val () = List.app (fn {i} => print (({show} ({call})\n"
                f"  handle e => \"exn \" ^ showExn e) ^ \" \")) (List.tabulate ({n}, fn j => j))\n"
                f"val () = print \"\\n\"")

    def print_decl(self):
        t = self.ch(["int", "int", "int", "string", "ilist", "tree", "w32", "w8", "bool", "char", "real"])
        d = self.rng.randrange(2, 6)
        e, _ = self.gen(t, [], d)
        show = {"int": "Int.toString", "string": "String.toString", "ilist": "showList",
                "tree": "showTree", "w32": "Word32.toString", "w8": "Word8.toString",
                "bool": "Bool.toString", "char": "Char.toString", "real": "Real.toString"}[t]
        code = f"val () = print ({show} ({e}) ^ \"\\n\")"
        if self.p(0.95):
            code += "\n  handle e => print (\"exn \" ^ showExn e ^ \"\\n\")"
        return code

    def val_decl(self):
        t = self.ch(["int", "string", "ilist", "tree"])
        name = self.fresh("v")
        e, b = self.gen(t, [], self.rng.randrange(1, 4))
        if t == "int":
            e, b = self.wrap(e, b)
        code = f"val {name} = ({e}) handle _ => {self.gen(t, [], 0)[0]}"
        self.fns.append(Fn(name, [], t, b))
        return code, (name, t, b)

    def area_block(self, names):
        return AREAS[self.ch(names)](self)

    def program(self):
        decls = [PRELUDE.strip(), "fun twice f x = f (f x)"]
        if self.areas:
            for _ in range(self.size):
                decls.append(self.area_block(self.areas))
            return SEP.join(decls) + "\n"
        if self.p(0.5):
            # a program that forks polls in its loops (strip mining, quiet loops)
            self.fork = True
            decls.append("val (fj1, fj2) = ForkJoin.par (fn () => k 1, fn () => k 2)")
        for _ in range(self.size):
            r = self.rng.randrange(10)
            if r < 5:
                decls.append(self.fun_decl())
            elif r < 6:
                code, _ = self.val_decl()
                # values are referred to by name through `call` with no args
                decls.append(code)
            decls.append(self.print_decl())
            if self.p(0.3):
                decls.append(self.sweep_decl())
            if self.p(0.4):
                decls.append(self.area_block(sorted(AREAS)))
        return SEP.join(decls) + "\n"


def fix_value_calls(prog, gen):
    """Calls of zero-argument 'functions' (top-level values) are emitted as `(v ())`."""
    for f in gen.fns:
        if not f.args:
            prog = prog.replace(f"({f.name} ())", f"({f.name})")
    return prog


PRELUDE = PRELUDE.replace("OPAQUE_LIST", ", ".join(f"~{-n}" if n < 0 else str(n) for n in OPAQUE))
diff_fuzz_areas.OPAQUE_VALUES[:] = OPAQUE


def generate(seed, index, size, areas=None):
    rng = random.Random(f"{seed}:{index}")
    g = Gen(rng, size, areas)
    return fix_value_calls(g.program(), g)


# ---- running ----

def run_poly(src, tmp, timeout):
    p = Path(tmp) / "poly.sml"
    shim = POLY_FORKJOIN if "ForkJoin." in src else ""
    if "Int64." in src:
        shim += diff_fuzz_areas.POLY_INT64
    p.write_text("val print = fn s => TextIO.output (TextIO.stdErr, s);\n" + shim + src)
    try:
        r = subprocess.run(["poly", "--script", str(p)], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    out = r.stderr.decode("latin-1")
    msgs = r.stdout.decode("latin-1")
    # Poly/ML 5.7 folds constants at compile time and then fails on an
    # Overflow ("raised while compiling"): not a verdict on the program
    if (r.returncode != 0 and not re.search(r"^Exception- ", msgs, re.M)) or "while compiling" in msgs:
        return ("reject", msgs)
    return ("ok", out, r.returncode != 0)


def run_skein(src, tmp, skein, timeout, env_extra=None, gc_stress=False, par_stress=False):
    """(kind, output, uncaught, detail) with kind ok | compile | cc | crash | timeout."""
    p = Path(tmp) / "prog.sml"
    p.write_text(src)
    if "ForkJoin." in src:
        (Path(tmp) / "prog.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/basis/fork-join.mlb\nprog.sml\n")
        p = Path(tmp) / "prog.mlb"
    exe = Path(tmp) / "prog"
    if exe.exists():
        exe.unlink()
    env = dict(os.environ)
    env.update(env_extra or {})
    try:
        r = subprocess.run([skein, "build", "--check-ir", "-o", str(exe), str(p)], capture_output=True,
                           timeout=timeout * 3, env=env)
    except subprocess.TimeoutExpired:
        return ("compile-timeout", "", False, "")
    err = r.stderr.decode("latin-1")
    if r.returncode != 0:
        if "panicked" in err or "internal compiler error" in err or r.returncode >= 101 or r.returncode < 0:
            return ("compile-crash", "", False, err)
        if re.search(r"\.c:\d+:\d+: error|cc failed|C compiler", err):
            return ("cc-error", "", False, err)
        return ("compile-reject", "", False, err)
    try:
        r = subprocess.run([str(exe)], capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return ("timeout", "", False, "")
    out = r.stdout.decode("latin-1")
    err = r.stderr.decode("latin-1")
    if r.returncode == 0:
        res = ("ok", out, False, err)
    elif r.returncode == 1 and "unhandled exception" in err:
        res = ("ok", out, True, err)
    else:
        return ("crash", out, False, f"status {r.returncode}\n{err}")
    reruns = []
    if gc_stress:
        # a collection at every allocation
        reruns.append(("gc-stress", ["gc-stress"]))
    if par_stress and "ForkJoin." in src:
        # three workers and a heartbeat at nearly every poll: loops split
        reruns.append(("par-stress", ["procs", "3", "heartbeat-us", "1"]))
    for name, opts in reruns:
        try:
            g = subprocess.run([str(exe), "@skein", *opts, "--"], capture_output=True,
                               timeout=timeout * 3, env=env)
        except subprocess.TimeoutExpired:
            # a collection per allocation makes an allocation-heavy
            # program quadratic: slow is not wrong
            continue
        if g.stdout.decode("latin-1") != out or g.returncode != r.returncode:
            return (name, g.stdout.decode("latin-1"), g.returncode == 1,
                    f"status {g.returncode}\n{g.stderr.decode('latin-1')}")
    return res


def classify(src, tmp, args):
    """None when the program is fine (or Poly/ML rejects it), else (kind, poly, skein)."""
    pr = run_poly(src, tmp, args.timeout)
    if pr is None or pr[0] == "reject":
        return None, pr
    _, pout, punc = pr
    sk = run_skein(src, tmp, args.skein, args.timeout, gc_stress=args.gc_stress, par_stress=args.par_stress)
    kind, sout, sunc, detail = sk
    if kind != "ok":
        return (kind, pr, sk), pr
    if sout != pout or sunc != punc:
        return ("mismatch", pr, sk), pr
    return None, pr


def split_units(src):
    return src.split(SEP)


def subexpr_candidates(text):
    """(start, end, replacement) for each parenthesised group replaced by one nested directly in it."""
    stack, spans = [], []
    instr = False
    i = 0
    while i < len(text):
        c = text[i]
        if instr:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                instr = False
        elif c == '"':
            instr = True
        elif c == "(" and text[i + 1:i + 2] != "*":
            stack.append(i)
        elif c == ")" and stack:
            spans.append((stack.pop(), i + 1))
        i += 1
    spans.sort(key=lambda s: s[0] - s[1])  # biggest first
    out = []
    for (a, b) in spans:
        if b - a <= 2:
            continue
        inner = [(x, y) for (x, y) in spans if a < x and y < b]
        for (x, y) in inner[:6]:
            out.append((a, b, text[x:y]))
        for lit in ["0", "1", '""', "[]", "Leaf"]:
            out.append((a, b, lit))
    return out


def reduce_program(src, kind, tmp, args, log, save=None):
    """Smaller programs showing the same kind of failure; `save` gets each
    one found, so an interrupted reduction leaves its best so far."""
    def still(s):
        try:
            f, _ = classify(s, tmp, args)
        except Exception:
            return False
        if f is not None and f[0] == kind:
            if save:
                save(s)
            return True
        return False

    units = split_units(src)
    # 1. drop whole declarations (never the prelude)
    changed = True
    while changed:
        changed = False
        i = len(units) - 1
        while i >= 1:
            cand = units[:i] + units[i + 1:]
            if still(SEP.join(cand)):
                units = cand
                changed = True
                log(f"  dropped declaration {i}, {len(units)} left")
            i -= 1
    src = SEP.join(units)
    # 2. prelude lines and other lines
    lines = src.split("\n")
    i = len(lines) - 1
    while i >= 0:
        cand = lines[:i] + lines[i + 1:]
        if lines[i].strip() and still("\n".join(cand)):
            lines = cand
        i -= 1
    src = "\n".join(lines)
    # 3. subexpressions
    budget = 400
    progress = True
    while progress and budget > 0:
        progress = False
        for (a, b, rep) in subexpr_candidates(src):
            budget -= 1
            if budget <= 0:
                break
            cand = src[:a] + rep + src[b:]
            if still(cand):
                src = cand
                progress = True
                log(f"  shrank to {len(src)} chars")
                break
    return src


def save_finding(dirp, src, finding, args):
    kind, pr, sk = finding
    dirp.mkdir(parents=True, exist_ok=True)
    (dirp / "prog.sml").write_text(src)
    (dirp / "poly.out").write_text(pr[1] + ("\n[uncaught exception]\n" if pr[2] else ""))
    (dirp / "skein.out").write_text(sk[1] + ("\n[uncaught exception]\n" if sk[2] else "") +
                                    ("\n--- detail ---\n" + sk[3] if sk[3] else ""))
    fork = "ForkJoin." in src
    (dirp / "info.txt").write_text(
        f"kind: {kind}\nskein: {args.skein}\n"
        f"poly --script prog.sml (print rebound to stderr"
        f"{'; after the sequential ForkJoin of diff-fuzz.py' if fork else ''})\n"
        + (f"{args.skein} build --check-ir -o prog prog.mlb  (prog.mlb: $(SML_LIB)/basis/basis.mlb, "
           f"$(SML_LIB)/basis/fork-join.mlb, prog.sml)\n" if fork else
           f"{args.skein} build --check-ir -o prog prog.sml\n"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--skein", default=str(ROOT / "target" / "release" / "skein"))
    ap.add_argument("--findings", default="diff-fuzz-findings")
    ap.add_argument("--only", type=int)
    ap.add_argument("--size", type=int, default=10)
    ap.add_argument("--no-reduce", action="store_true")
    ap.add_argument("--print", action="store_true")
    ap.add_argument("--reduce")
    ap.add_argument("--gc-stress", action="store_true")
    ap.add_argument("--par-stress", action="store_true")
    ap.add_argument("--area", help="comma-separated feature areas (" + ",".join(sorted(AREAS)) +
                    "): programs made of their blocks alone")
    args = ap.parse_args()
    areas = args.area.split(",") if args.area else None
    if areas and not set(areas) <= set(AREAS):
        sys.exit(f"unknown area in {args.area}; known: {', '.join(sorted(AREAS))}")
    if not Path(args.skein).exists() and not args.print:
        sys.exit(f"no compiler at {args.skein} (build it or pass --skein)")

    def log(m):
        print(m, flush=True)

    if args.reduce:
        src = Path(args.reduce).read_text()
        with tempfile.TemporaryDirectory() as tmp:
            f, _ = classify(src, tmp, args)
            if f is None:
                sys.exit("the program shows no failure")
            out = Path(args.reduce).with_suffix(".reduced.sml")
            red = reduce_program(src, f[0], tmp, args, log, save=out.write_text)
        out.write_text(red)
        log(f"{f[0]}: reduced to {out}")
        return

    indices = [args.only] if args.only is not None else range(args.iterations)
    found = 0
    rejected = 0
    ran = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in indices:
            src = generate(args.seed, i, args.size, areas)
            if args.print:
                print(f"(* program {i} of seed {args.seed} *)\n{src}")
                continue
            finding, pr = classify(src, tmp, args)
            ran += 1
            if pr is None:
                log(f"[{i}] Poly/ML timed out; skipped")
                continue
            if pr[0] == "reject":
                rejected += 1
                # its errors, not the match warnings before them
                errs = "\n".join(l for l in pr[1].splitlines() if " error:" in l or "while compiling" in l)
                log(f"[{i}] Poly/ML rejects the program (a generator bug):\n{(errs or pr[1])[:2000]}")
                continue
            if finding is None:
                log(f"[{i}] ok")
                continue
            found += 1
            dirp = Path(args.findings) / f"seed{args.seed}-{i}"
            save_finding(dirp, src, finding, args)
            log(f"[{i}] FINDING {finding[0]} -> {dirp}")
            if not args.no_reduce:
                red = reduce_program(src, finding[0], tmp, args, log,
                                     save=(dirp / "reduced.sml").write_text)
                (dirp / "reduced.sml").write_text(red)
                log(f"[{i}] reduced to {len(red)} chars: {dirp / 'reduced.sml'}")
    if not args.print:
        log(f"{ran} programs, {found} findings, {rejected} rejected by Poly/ML")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
