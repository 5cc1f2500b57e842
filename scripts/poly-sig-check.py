#!/usr/bin/env python3
"""Writes an SML check of a Basis structure or signature from the signature
Poly/ML (the oracle) prints for it; the tests/run/basis_signatures_*.sml
programs are made of these (basis/README.md, "Signature checks").

  python3 scripts/poly-sig-check.py String            structure Check_String : sig ... end = String
  python3 scripts/poly-sig-check.py --sig STRING      functor CheckSig_STRING (S : STRING) =
                                                        struct structure C : sig ... end = S end
  python3 scripts/poly-sig-check.py --rev STRING      functor CheckRev_STRING (S : sig ... end) =
                                                        struct structure C : STRING = S end
  python3 scripts/poly-sig-check.py --only SIGFILE Posix.IO
      only the specs that `skein check --print-sig` of
      `structure Y = struct open Posix.IO end` (in SIGFILE) shows

Poly prints `structure Y = struct open X end` and `signature S = X` with
the specs sorted by name; they are reordered here so that types come
before their uses (abstract types, substructures, datatypes, abbreviations,
exceptions, values).  Poly's names for types it cannot name are mapped to
the spec's (?.string is String.string, FixedInt.int is Int.int, the
word of a WORD's toLarge... is LargeWord.word...).  Poly drops some type
equations when it prints a signature (IMPERATIVE_IO's vector =
StreamIO.vector...), so a --rev check of such a signature fails on them. """
import re
import subprocess
import sys

KW = re.compile(r"^(\s*)(val|type|eqtype|datatype|exception|structure|end|sig)\b")


def indent(line):
    return len(line) - len(line.lstrip())


def parse(lines, i, ind):
    """The items at indentation ind from line i, up to the `end` of their
    sig: [(kind, substructure name or None, text or sub-items)], next line."""
    items = []
    while i < len(lines):
        line = lines[i]
        m = KW.match(line)
        if m and m.group(2) == "end" and indent(line) < ind:
            return items, i + 1
        if not (m and indent(line) == ind):
            i += 1
            continue
        if m.group(2) == "structure" and line.rstrip().endswith(":"):
            name = line.split()[1].rstrip(":")
            sub, i = parse(lines, i + 2, ind + 4)
            items.append(("structure", name, sub))
            continue
        text = [line.strip()]
        i += 1
        while i < len(lines) and indent(lines[i]) > ind:
            text.append(lines[i].strip())
            i += 1
        items.append((m.group(2), None, " ".join(text)))
    return items, i


# Where Poly's signature is not the spec's: Position's LargeInt.int prints
# as int; BinIO.outstream admits equality in Poly only.
CORRECTIONS = {
    ("Position", "val fromLarge : int -> int"): "val fromLarge : LargeInt.int -> int",
    ("Position", "val toLarge : int -> int"): "val toLarge : int -> LargeInt.int",
    ("BinIO", "eqtype outstream"): "type outstream",
}


def fix(t, target, sigmode):
    """Poly's spec text t as the spec's SML."""
    t = re.sub(r"\?\.(\w+\.)*StringCvt\.reader", "StringCvt.reader", t)
    if re.match(r"val (to|from)Large", t):
        t = t.replace("?.word", "LargeWord.word").replace("?.real", "LargeReal.real")
    for poly, spec in (("?.unit", "unit"), ("?.word", "Word.word"), ("?.string", "String.string"),
                       ("?.char", "Char.char"), ("FixedInt.int", "Int.int"),
                       (" IO.iodesc", " OS.IO.iodesc"), (" Process.status", " OS.Process.status")):
        t = t.replace(poly, spec)
    t = re.sub(r"^(val \S+):", r"\1 :", t)
    if "Word" in target:
        m = re.match(r"val (to|from)Large(Word)?X? ", t)
        if m and m.group(1) == "to":
            t = "val %s : word -> LargeWord.word" % t.split()[1]
        elif m:
            t = "val %s : LargeWord.word -> word" % t.split()[1]
    t = CORRECTIONS.get((target, t), t)
    replicated = ["bool", "list"] + ([] if sigmode else ["option", "order"])
    m = re.match(r"datatype (?:'a )?(\w+) =", t)
    if m and m.group(1) in replicated:
        t = "datatype %s = datatype %s" % (m.group(1), m.group(1))
    return t


def rank(item):
    kind, _, text = item
    if kind in ("type", "eqtype") and "=" not in text:
        return 0
    return {"structure": 1, "datatype": 2, "type": 3, "eqtype": 3, "exception": 4, "val": 5}[kind]


def emit(items, ind, target, sigmode, out):
    for kind, name, body in sorted(items, key=rank):
        if kind == "structure" and name:
            out.append(" " * ind + "structure %s : sig" % name)
            emit(body, ind + 2, target, sigmode, out)
            out.append(" " * ind + "end")
        else:
            out.append(" " * ind + fix(body, target, sigmode))


def spec_name(item):
    kind, name, text = item
    if kind == "structure" and name:
        return "structure " + name
    m = re.match(r"(val|type|eqtype|datatype|exception)\s+(?:\([^)]*\)\s*|'\w+\s+)?([^\s:=]+)", text)
    return ("type" if m.group(1) == "eqtype" else m.group(1)) + " " + m.group(2)


def skein_names(path):
    """The specs (path-qualified) of `skein check --print-sig` output."""
    names, stack = set(), []
    for line in open(path):
        m = re.match(r"^(\s*)(val|type|eqtype|datatype|exception|structure)\s+"
                     r"(?:\([^)]*\)\s*|''?\w+\s+)?([^\s:=]+)", line)
        if not m:
            continue
        ind, kind, name = len(m.group(1)), m.group(2), m.group(3)
        kind = "type" if kind == "eqtype" else kind
        while stack and stack[-1][0] >= ind:
            stack.pop()
        if kind == "structure" and ind == 0:
            stack = []
            continue
        names.add("".join(s + "." for _, s in stack) + kind + " " + name)
        if kind == "structure":
            stack.append((ind, name))
    return names


def keep_only(items, have, prefix=""):
    out = []
    for item in items:
        if prefix + spec_name(item) not in have:
            continue
        if item[0] == "structure" and item[1]:
            item = ("structure", item[1], keep_only(item[2], have, prefix + item[1] + "."))
        out.append(item)
    return out


def main(argv):
    sigmode = rev = False
    only = None
    while argv and argv[0].startswith("--"):
        opt = argv.pop(0)
        if opt == "--sig":
            sigmode = True
        elif opt == "--rev":
            sigmode = rev = True
        elif opt == "--only":
            only = argv.pop(0)
    target = argv[0]
    decl = ("signature S = %s;" if sigmode else "structure Y = struct open %s end;") % target
    text = subprocess.run(["poly"], input="PolyML.print_depth 10000;\n" + decl + "\n",
                          capture_output=True, text=True).stdout
    lines = [l for l in text.split("\n") if not l.startswith(("Poly/ML", "val it"))]
    if lines[1].strip().startswith("sig "):  # a one-line signature
        specs = re.split(r" (?=val |type |eqtype |datatype |exception )", lines[1].strip()[4:-4])
        lines[1:2] = ["  sig"] + ["    " + s for s in specs] + ["  end"]
    items, _ = parse(lines, 2, 4)
    if only:
        items = keep_only(items, skein_names(only))
    out = []
    emit(items, 2, target, sigmode, out)
    body = "\n".join(out)
    name = "Check_" + target.replace(".", "_")
    if rev:
        print("functor CheckRev_%s (S : sig\n%s\nend) = struct structure C : %s = S end" % (target, body, target))
    elif sigmode:
        print("functor CheckSig_%s (S : %s) = struct structure C : sig\n%s\nend = S end" % (target, target, body))
    else:
        print("structure %s : sig\n%s\nend = %s" % (name, body, target))


if __name__ == "__main__":
    main(sys.argv[1:])
