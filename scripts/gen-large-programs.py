#!/usr/bin/env python3
"""Large-program shapes for finding superlinear compile time in Skein.

Each SHAPE below writes one program of size N (an .sml file, or an .mlb
with its sources for `mlb_files`) that exercises one dimension of program
size: many functor applications, long declaration chains, huge literals,
deep nesting...  Every program prints one line when run, so a build that
succeeds can also be run and checked.

    python3 scripts/gen-large-programs.py list
    python3 scripts/gen-large-programs.py gen SHAPE N [DIR]
        writes DIR/SHAPE_N.sml (or .mlb) and prints its path
    python3 scripts/gen-large-programs.py measure [--skein BIN] [--dir DIR]
            [--timeout S] [--phases] SHAPE[:N] ...
        for each SHAPE, builds it at N, 2N and 4N (N defaults to the
        shape's base size) with `SKEIN_TIME_PASSES=1 CC=true
        SKEIN_NO_EXE_CACHE=1 skein build` (no C compiler) under
        /usr/bin/time, and prints one row per size: the front-end phases
        (parse+elaborate, mono), lower, the sum of the SSA passes, emit-c,
        the total wall time and the peak RSS, with the growth factor from
        the previous size.  A time that grows by much more than 2x per
        doubling is superlinear; a non-zero exit (crash, stack overflow)
        is shown in the `status` column.  `--phases` also prints the
        three slowest individual passes of the largest size.

A shape here is a realistic way for a program to be big; the base sizes
keep the N run around a second on a slow machine.  Measuring everything
(`measure all`) takes a few minutes.
"""
import os
import re
import subprocess
import sys
import time


# ---------------------------------------------------------------- shapes

def functor_apps(n):
    """n applications of one functor to n different structures."""
    out = ["signature S = sig type t val x : t val show : t -> string end",
           "functor F (X : S) = struct type t = X.t * int",
           "  val x = (X.x, 1)",
           "  fun show (a, b) = X.show a ^ Int.toString b end"]
    for i in range(n):
        out.append(f"structure A{i} = F (struct type t = int val x = {i} "
                   f"val show = Int.toString end)")
    out.append(f'val () = print (A{n-1}.show A{n-1}.x ^ "\\n")')
    return "\n".join(out)


def functor_chain(n):
    """structure S_i = F (S_{i-1}): each result's type is the argument's."""
    out = ["signature S = sig type t val x : t val depth : int end",
           "functor F (X : S) : S = struct type t = X.t val x = X.x "
           "val depth = X.depth + 1 end",
           "structure S0 = struct type t = int val x = 0 val depth = 0 end"]
    for i in range(1, n + 1):
        out.append(f"structure S{i} = F (S{i-1})")
    out.append(f'val () = print (Int.toString S{n}.depth ^ "\\n")')
    return "\n".join(out)


def functor_chain_transparent(n):
    """Like functor_chain but the result is transparent and grows a type
    t_i = t_{i-1} list, checked against a signature with `where type`."""
    out = ["signature S = sig type t val x : t val depth : int end",
           "functor F (X : S) = struct type t = X.t val x = X.x "
           "val depth = X.depth + 1 end",
           "structure S0 = struct type t = int val x = 0 val depth = 0 end"]
    for i in range(1, n + 1):
        out.append(f"structure S{i} : S where type t = int = F (S{i-1})")
    out.append(f'val () = print (Int.toString (S{n}.depth + S{n}.x) ^ "\\n")')
    return "\n".join(out)


def big_signature(n):
    """One signature with n type and n value specs, refined by `where type`,
    included in another, with sharing, matched by a structure."""
    specs = []
    for i in range(n):
        specs.append(f"  type t{i}\n  val v{i} : t{i} -> int")
    out = ["signature BIG = sig"] + specs + ["end"]
    wheres = " ".join(f"where type t{i} = int" for i in range(0, n, 10))
    out.append(f"signature BIG2 = sig include BIG {wheres} end")
    out.append("signature PAIR = sig structure A : BIG structure B : BIG "
               "sharing type A.t0 = B.t0 end")
    body = []
    for i in range(n):
        body.append(f"  type t{i} = int\n  fun v{i} (x : t{i}) = x + {i}")
    out.append("structure M : BIG2 = struct")
    out += body
    out.append("end")
    out.append("structure P : PAIR = struct structure A = M structure B = M end")
    out.append(f'val () = print (Int.toString (M.v{n-1} 1 + P.A.v0 0) ^ "\\n")')
    return "\n".join(out)


def nested_let(n):
    """let val x1 = 1 in let val x2 = x1 + 1 in ... end end, n deep."""
    body = "let val x1 = 1 in\n"
    for i in range(2, n + 1):
        body += f"let val x{i} = x{i-1} + 1 in\n"
    body += f"x{n}\n" + "end " * n
    return f"val r = {body}\nval () = print (Int.toString r ^ \"\\n\")"


def let_seq(n):
    """One let with n val declarations, each using the previous one (the
    body of a long generated function)."""
    body = "let val x0 = 1\n" + "".join(f"    val x{i} = x{i-1} + {i % 7}\n" for i in range(1, n))
    body += f"in x{n-1} end"
    return f"val r = {body}\nval () = print (Int.toString r ^ \"\\n\")"


def sharing_structures(n):
    """Two structure specs of a signature with n types each, shared with
    `sharing A = B` (every common type shared), then matched."""
    types = " ".join(f"type t{i}" for i in range(n))
    out = [f"signature T = sig {types} val get : t0 -> int end",
           "signature PAIR = sig structure A : T structure B : T sharing A = B end"]
    defs = " ".join(f"type t{i} = int" for i in range(n))
    out.append(f"structure X = struct {defs} fun get (x : t0) = x end")
    out.append("structure P : PAIR = struct structure A = X structure B = X end")
    out.append('val () = print (Int.toString (P.A.get 1 + P.B.get 2) ^ "\\n")')
    return "\n".join(out)


def sharing_types(n):
    """A signature with n abstract types and n - 1 `sharing type` specs."""
    out = ["signature S = sig"]
    for i in range(n):
        out.append(f"  type t{i}")
        if i:
            out.append(f"  sharing type t{i} = t{i-1}")
    out.append("  val x : t0 val f : t{} -> int end".format(n - 1))
    out.append("structure M : S = struct " + " ".join(f"type t{i} = int" for i in range(n)) +
               " val x = 3 fun f x = x end")
    out.append('val () = print (Int.toString (M.f M.x) ^ "\\n")')
    return "\n".join(out)


def nested_local(n):
    """local ... in local ... in ... end end, n deep, at top level."""
    out = []
    for i in range(n):
        out.append(f"local val y{i} = {i} in")
    out.append("val z = " + " + ".join(f"y{i}" for i in range(0, n, max(1, n // 50))))
    out.append("end\n" * n)
    out.append('val () = print (Int.toString z ^ "\\n")')
    return "\n".join(out)


def list_literal(n):
    """One list literal of n ints."""
    elems = ", ".join(str(i % 1000) for i in range(n))
    return (f"val xs = [{elems}]\n"
            "val () = print (Int.toString (List.foldl op+ 0 xs) ^ \"\\n\")")


def vector_literal(n):
    """One #[...] vector literal of n ints (Successor ML syntax in MLton;
    here built with Vector.fromList over a list literal)."""
    elems = ", ".join(str(i % 1000) for i in range(n))
    return (f"val v = Vector.fromList [{elems}]\n"
            "val () = print (Int.toString (Vector.foldl op+ 0 v) ^ \"\\n\")")


def string_list(n):
    """One list literal of n short strings."""
    elems = ", ".join(f'"s{i}"' for i in range(n))
    return (f"val xs = [{elems}]\n"
            "val () = print (Int.toString (List.length xs) ^ \"\\n\")")


def tuple_list(n):
    """One list literal of n (int, string, real) triples (a table)."""
    elems = ",\n ".join(f'({i}, "k{i}", {i}.5)' for i in range(n))
    return (f"val xs = [{elems}]\n"
            "val () = print (Int.toString (List.foldl (fn ((a, _, _), s) => a + s) 0 xs) ^ \"\\n\")")


def huge_string(n):
    """One string constant of n characters (with escapes)."""
    chunk = "abcdefghij\\n\\t\\\"xyz"
    s = (chunk * (n // 10 + 1))
    return (f'val s = "{s}"\n'
            "val () = print (Int.toString (size s) ^ \"\\n\")")


def big_datatype(n):
    """A datatype of n constructors (half with arguments) and a case on it."""
    cons = " | ".join((f"C{i} of int" if i % 2 else f"C{i}") for i in range(n))
    arms = "\n  | ".join((f"C{i} x => x + {i}" if i % 2 else f"C{i} => {i}")
                         for i in range(n))
    return (f"datatype t = {cons}\n"
            f"fun f c = case c of\n    {arms}\n"
            f"val () = print (Int.toString (f (C1 1) + f C{n - 2 + n % 2}) ^ \"\\n\")")


def big_datatype_eq(n):
    """n nullary constructors, compared with = and mapped to strings."""
    cons = " | ".join(f"K{i}" for i in range(n))
    arms = " | ".join(f'name K{i} = "K{i}"' for i in range(n))
    return (f"datatype k = {cons}\nfun {arms}\n"
            f"val () = print (name K{n-1} ^ Bool.toString (K{n-1} = K{n-1}) ^ \"\\n\")")


def big_record(n):
    """A record type with n fields, built, selected and pattern-matched."""
    fields_t = ", ".join(f"f{i} : int" for i in range(n))
    fields_e = ", ".join(f"f{i} = {i}" for i in range(n))
    return (f"type r = {{{fields_t}}}\n"
            f"val r : r = {{{fields_e}}}\n"
            f"fun g ({{f0, f{n-1}, ...}} : r) = f0 + f{n-1}\n"
            f"val () = print (Int.toString (g r + #f1 r) ^ \"\\n\")")


def val_chain(n):
    """n top-level val declarations, each using the previous one."""
    out = ["val v0 = 1"]
    for i in range(1, n):
        out.append(f"val v{i} = v{i-1} + {i % 7}")
    out.append(f'val () = print (Int.toString v{n-1} ^ "\\n")')
    return "\n".join(out)


def fun_chain(n):
    """n top-level small functions, each calling the previous one."""
    out = ["fun h0 x = x + 1"]
    for i in range(1, n):
        out.append(f"fun h{i} x = if x > {i} then h{i-1} (x - 1) else x * {i % 5 + 1}")
    out.append(f'val () = print (Int.toString (h{n-1} 3) ^ "\\n")')
    return "\n".join(out)


def mutual_rec(n):
    """One `fun ... and ...` group of n mutually recursive functions."""
    parts = []
    for i in range(n):
        nxt = (i + 1) % n
        parts.append(f"m{i} 0 = {i}\n  | m{i} k = m{nxt} (k - 1)")
    return ("fun " + "\nand ".join(parts) + "\n"
            f"val () = print (Int.toString (m0 {3 * n + 2}) ^ \"\\n\")")


def infix_chain(n):
    """1 + 2 + ... + n (left-nested, n - 1 operators)."""
    e = " + ".join(str(i % 100) for i in range(1, n + 1))
    return f"val s = {e}\nval () = print (Int.toString s ^ \"\\n\")"


def infixr_chain(n):
    """1 :: 2 :: ... :: nil (right-nested)."""
    e = " :: ".join(str(i % 100) for i in range(1, n + 1))
    return (f"val xs = {e} :: nil\n"
            "val () = print (Int.toString (length xs) ^ \"\\n\")")


def string_concat(n):
    """"a" ^ "b" ^ ... (n strings), as code that builds text does."""
    e = " ^ ".join(f'"p{i}"' for i in range(n))
    return f"val s = {e}\nval () = print (Int.toString (size s) ^ \"\\n\")"


def poly_many_types(n):
    """One polymorphic function used at n different (record) types."""
    out = ["fun twice f x = f (f x)",
           "fun pair x = (x, x)"]
    for i in range(n):
        out.append(f"val u{i} = (twice (fn {{a{i} = x}} => {{a{i} = x + 1}}) {{a{i} = {i}}})")
        out.append(f"val w{i} = #a{i} (#1 (pair u{i}))")
    out.append("val () = print (Int.toString (" +
               " + ".join(f"w{i}" for i in range(0, n, max(1, n // 50))) + ') ^ "\\n")')
    return "\n".join(out)


def poly_datatypes(n):
    """n datatypes, each mapped over with a polymorphic List.map/foldl."""
    out = []
    for i in range(n):
        out.append(f"datatype d{i} = D{i} of int")
        out.append(f"val s{i} = List.foldl (fn (D{i} x, a) => a + x) 0 "
                   f"(List.map D{i} [1, 2, {i}])")
    out.append("val () = print (Int.toString (" +
               " + ".join(f"s{i}" for i in range(0, n, max(1, n // 50))) + ') ^ "\\n")')
    return "\n".join(out)


def open_seq(n):
    """n structures, each opened in turn at top level."""
    out = []
    for i in range(n):
        out.append(f"structure O{i} = struct val o{i} = {i} fun get{i} () = o{i} "
                   f"val shared = {i} end")
        out.append(f"open O{i}")
    out.append('val () = print (Int.toString (shared + o0) ^ "\\n")')
    return "\n".join(out)


def open_basis(n):
    """n `open` of the same big Basis structures (as files that all
    start with `open List Option String` concatenated do)."""
    out = []
    for i in range(n):
        out.append("open List Option String Int")
        out.append(f"val z{i} = length [{i}]")
    out.append(f'val () = print (Int.toString z{n-1} ^ "\\n")')
    return "\n".join(out)


def nested_structs(n):
    """structure A1 = struct structure A2 = struct ... end end, n deep."""
    s = "val x = 1"
    for i in range(n, 0, -1):
        s = f"structure N{i} = struct val x = {i} {s} end"
    path = ".".join(f"N{i}" for i in range(1, n + 1))
    return f"{s}\nval () = print (Int.toString {path}.x ^ \"\\n\")"


def many_exceptions(n):
    """n exception declarations and a handler with n arms."""
    out = [f"exception E{i} of int" for i in range(n)]
    arms = "\n  | ".join(f"E{i} x => x + {i}" for i in range(n))
    out.append(f"fun h k = (raise E{n-1} k) handle {arms}")
    out.append('val () = print (Int.toString (h 1) ^ "\\n")')
    return "\n".join(out)


def nested_case(n):
    """case x + 0 of 0 => 0 | _ => case x + 1 of ... (n nested cases)."""
    e = "".join(f"case x + {i} of 0 => {i} | _ => " for i in range(n)) + "0"
    return f"fun f x = {e}\nval () = print (Int.toString (f 3) ^ \"\\n\")"


def nested_record(n):
    """{a = {a = ... 1 ...}}: a value whose type is as deep as the nesting."""
    return ("val r = " + "{a = " * n + "1" + "}" * n + "\nval () = print \"ok\\n\"")


def deep_parens(n):
    """((((... 1 ...)))) n deep."""
    return f"val x = {'(' * n}1{')' * n}\nval () = print (Int.toString x ^ \"\\n\")"


def if_chain(n):
    """if x = 0 then 0 else if x = 1 then ... (n arms)."""
    e = "fun f x =\n  " + "\n  ".join(f"if x = {i} then {i * 2} else" for i in range(n)) + " ~1"
    return e + f"\nval () = print (Int.toString (f {n - 1}) ^ \"\\n\")"


def seq_chain(n):
    """(e1; e2; ...; en), n expressions in one sequence."""
    body = ";\n ".join(f"r := !r + {i % 10}" for i in range(n))
    return ("val r = ref 0\n"
            f"val () = ({body})\n"
            "val () = print (Int.toString (!r) ^ \"\\n\")")


def case_int(n):
    """A case on int with n constant arms."""
    arms = "\n  | ".join(f"{i} => {i * 3}" for i in range(n))
    return (f"fun f x = case x of\n    {arms}\n  | _ => ~1\n"
            f"val () = print (Int.toString (f {n - 1}) ^ \"\\n\")")


def case_string(n):
    """A case on string with n constant arms."""
    arms = "\n  | ".join(f'"k{i}" => {i}' for i in range(n))
    return (f"fun f x = case x of\n    {arms}\n  | _ => ~1\n"
            f"val () = print (Int.toString (f \"k{n - 1}\") ^ \"\\n\")")


def deep_fn(n):
    """fn x1 => fn x2 => ... => x1 + xn: a curried function of n args."""
    e = "".join(f"fn x{i} => " for i in range(1, n + 1)) + f"x1 + x{n}"
    app = "f" + "".join(f" {i}" for i in range(1, n + 1))
    return f"val f = {e}\nval () = print (Int.toString ({app}) ^ \"\\n\")"


def deep_type(n):
    """A type int list list ... list (n deep) in an annotation."""
    t = "int" + " list" * n
    v = "[" * n + "1" + "]" * n
    return f"val x : {t} = {v}\nval () = print \"ok\\n\""


def long_tuple(n):
    """A tuple of n components, and a pattern on it."""
    e = ", ".join(str(i) for i in range(n))
    p = ", ".join(("a" if i == 0 else ("b" if i == n - 1 else "_")) for i in range(n))
    return (f"val ({p}) = ({e})\n"
            "val () = print (Int.toString (a + b) ^ \"\\n\")")


def type_abbrev_chain(n):
    """type t1 = int * int; type t_i = t_{i-1} (abbreviation chain)."""
    out = ["type t0 = int * int"]
    for i in range(1, n):
        out.append(f"type t{i} = t{i-1}")
    out.append(f"val x : t{n-1} = (1, 2)")
    out.append('val () = print (Int.toString (#1 x) ^ "\\n")')
    return "\n".join(out)


def mlb_files(n):
    """Returns {name: text}: an .mlb of n files, each a structure using the
    previous one."""
    files = {}
    for i in range(n):
        prev = f"M{i-1}.x + " if i else ""
        files[f"m{i}.sml"] = (f"structure M{i} = struct val x = {prev}{i % 7}\n"
                              f"  fun f y = y + x end\n")
    files["main.sml"] = f'val () = print (Int.toString (M{n-1}.f 0) ^ "\\n")\n'
    mlb = ["$(SML_LIB)/basis/basis.mlb"] + [f"m{i}.sml" for i in range(n)] + ["main.sml"]
    files["main.mlb"] = "\n".join(mlb) + "\n"
    return files


def mlb_nested(n):
    """n .mlb files, each `local`-including the previous one's basis."""
    files = {}
    for i in range(n):
        prev = f"b{i-1}.mlb\n" if i else ""
        files[f"b{i}.mlb"] = (f"$(SML_LIB)/basis/basis.mlb\n{prev}"
                              f"m{i}.sml\n")
        prev_use = f"M{i-1}.x + " if i else ""
        files[f"m{i}.sml"] = f"structure M{i} = struct val x = {prev_use}1 end\n"
    files["main.sml"] = f'val () = print (Int.toString M{n-1}.x ^ "\\n")\n'
    files["main.mlb"] = f"$(SML_LIB)/basis/basis.mlb\nb{n-1}.mlb\nmain.sml\n"
    return files


SHAPES = {
    # name: (generator, base size)
    "functor_apps": (functor_apps, 250),
    "functor_chain": (functor_chain, 250),
    "functor_chain_transparent": (functor_chain_transparent, 250),
    "big_signature": (big_signature, 250),
    "nested_let": (nested_let, 500),
    "nested_local": (nested_local, 500),
    "let_seq": (let_seq, 2500),
    "sharing_structures": (sharing_structures, 250),
    "sharing_types": (sharing_types, 250),
    "list_literal": (list_literal, 10000),
    "vector_literal": (vector_literal, 10000),
    "string_list": (string_list, 5000),
    "tuple_list": (tuple_list, 2500),
    "huge_string": (huge_string, 250000),
    "big_datatype": (big_datatype, 250),
    "big_datatype_eq": (big_datatype_eq, 250),
    "big_record": (big_record, 100),
    "val_chain": (val_chain, 2500),
    "fun_chain": (fun_chain, 1000),
    "mutual_rec": (mutual_rec, 250),
    "infix_chain": (infix_chain, 2500),
    "infixr_chain": (infixr_chain, 2500),
    "string_concat": (string_concat, 1000),
    "poly_many_types": (poly_many_types, 250),
    "poly_datatypes": (poly_datatypes, 250),
    "open_seq": (open_seq, 250),
    "open_basis": (open_basis, 100),
    "nested_structs": (nested_structs, 250),
    "many_exceptions": (many_exceptions, 250),
    "deep_parens": (deep_parens, 1200),
    "nested_case": (nested_case, 1200),
    "nested_record": (nested_record, 1200),
    "if_chain": (if_chain, 1000),
    "seq_chain": (seq_chain, 2500),
    "case_int": (case_int, 1000),
    "case_string": (case_string, 500),
    "deep_fn": (deep_fn, 250),
    "deep_type": (deep_type, 250),
    "long_tuple": (long_tuple, 250),
    "type_abbrev_chain": (type_abbrev_chain, 2500),
    "mlb_files": (mlb_files, 100),
    "mlb_nested": (mlb_nested, 50),
}


def generate(shape, n, directory):
    """Writes the program; returns the path to build."""
    gen, _ = SHAPES[shape]
    text = gen(n)
    os.makedirs(directory, exist_ok=True)
    if isinstance(text, dict):
        sub = os.path.join(directory, f"{shape}_{n}")
        os.makedirs(sub, exist_ok=True)
        for name, body in text.items():
            with open(os.path.join(sub, name), "w") as f:
                f.write(body)
        return os.path.join(sub, "main.mlb")
    path = os.path.join(directory, f"{shape}_{n}.sml")
    with open(path, "w") as f:
        f.write(text + "\n")
    return path


# ---------------------------------------------------------------- measuring

FRONT = ["basis-cache-read", "parse+elaborate", "core", "mono"]
TIME_RE = re.compile(r"^time: (\S+)\s+([0-9.]+)s$")
RSS_RE = re.compile(r"^@@ ([0-9.]+) s (\d+) KB$")


def measure_one(skein, path, timeout):
    env = dict(os.environ, SKEIN_TIME_PASSES="1", CC="true", SKEIN_NO_EXE_CACHE="1")
    exe = path + ".exe"
    cmd = ["/usr/bin/time", "-f", "@@ %e s %M KB", skein, "build", path, "-o", exe]
    t0 = time.time()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
        status, err = p.returncode, p.stderr + p.stdout
    except subprocess.TimeoutExpired as e:
        status = "timeout"
        err = (e.stderr or b"").decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
    wall = time.time() - t0
    phases, rss = {}, None
    for line in err.splitlines():
        m = TIME_RE.match(line.strip())
        if m:
            phases[m.group(1)] = phases.get(m.group(1), 0.0) + float(m.group(2))
        m = RSS_RE.match(line.strip())
        if m:
            rss = int(m.group(2))
    if status not in (0, "timeout"):
        tail = [l for l in err.splitlines() if not TIME_RE.match(l.strip()) and not RSS_RE.match(l.strip())]
        status = f"exit {status}: " + " | ".join(tail[-2:])[:100]
    return phases, wall, rss, status


def summarize(phases):
    front = phases.get("parse+elaborate", 0.0)
    mono = phases.get("mono", 0.0)
    lower = phases.get("lower", 0.0)
    emit = phases.get("emit-c", 0.0)
    skip = set(FRONT) | {"lower", "emit-c", "cc", "basis-cache-write"}
    ssa = sum(v for k, v in phases.items() if k not in skip)
    return front, mono, lower, ssa, emit


def measure(args):
    skein = os.environ.get("SKEIN", "skein")
    directory = "/tmp/skein-large"
    timeout = 300
    show_phases = False
    shapes = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--skein":
            skein = args[i + 1]; i += 2; continue
        if a == "--dir":
            directory = args[i + 1]; i += 2; continue
        if a == "--timeout":
            timeout = float(args[i + 1]); i += 2; continue
        if a == "--phases":
            show_phases = True; i += 1; continue
        shapes.append(a); i += 1
    if shapes == ["all"]:
        shapes = list(SHAPES)
    print(f"{'shape':<26} {'N':>7} {'parse+elab':>10} {'mono':>7} {'lower':>7} "
          f"{'ssa':>7} {'emit-c':>7} {'wall':>7} {'RSS MB':>7}  growth  status", flush=True)
    for spec in shapes:
        name, _, size = spec.partition(":")
        base = int(size) if size else SHAPES[name][1]
        prev = None
        for n in (base, 2 * base, 4 * base):
            path = generate(name, n, directory)
            phases, wall, rss, status = measure_one(skein, path, timeout)
            front, mono, lower, ssa, emit = summarize(phases)
            growth = ""
            if prev:
                growth = " ".join(f"{(a / b):.1f}" if b > 0.02 else "-" for a, b in
                                  zip((front, mono, lower + ssa + emit), prev))
            prev = (front, mono, lower + ssa + emit)
            print(f"{name:<26} {n:>7} {front:>10.3f} {mono:>7.3f} {lower:>7.3f} "
                  f"{ssa:>7.3f} {emit:>7.3f} {wall:>7.2f} {(rss or 0) / 1024:>7.0f}  "
                  f"{growth:<14} {'' if status == 0 else status}", flush=True)
            if status != 0 and status != "timeout" and "exit" in str(status):
                break
            if status == "timeout":
                break
            if show_phases and n == 4 * base:
                top = sorted(phases.items(), key=lambda kv: -kv[1])[:3]
                print("    slowest: " + ", ".join(f"{k} {v:.2f}s" for k, v in top), flush=True)


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return
    cmd = sys.argv[1]
    if cmd == "list":
        for name, (gen, base) in SHAPES.items():
            print(f"{name:<26} {base:>7}  {gen.__doc__.splitlines()[0]}")
    elif cmd == "gen":
        shape, n = sys.argv[2], int(sys.argv[3])
        directory = sys.argv[4] if len(sys.argv) > 4 else "."
        print(generate(shape, n, directory))
    elif cmd == "measure":
        measure(sys.argv[2:])
    else:
        sys.exit(f"unknown command {cmd}; try --help")


if __name__ == "__main__":
    main()
