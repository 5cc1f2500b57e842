#!/usr/bin/env python3
"""Mutation fuzzer for Skein's front and middle end.

Takes the SML programs under tests/ as seeds, mutates them at the token
level (delete, duplicate, replace with a token from a pool of keywords,
punctuation and the seed's own identifiers, swap neighbours, truncate, or
splice in a line from another seed) and runs

    skein check --check-ir --dump-ir=LAST --dump-ir-file=/dev/null MUTANT

which parses, elaborates, monomorphises, lowers and optimises the mutant
(without invoking the C compiler).  Every outcome must be either success
(exit 0) or a diagnostic (exit 1 with an `error` line on stderr).  A
panic, a crash by signal, any other exit status, an internal-error message
or a run longer than the timeout is a finding: the mutant is saved under
the findings directory with the command's stderr, and the script exits 1.

With --build, a mutant that checks is also built (`skein build`, which
runs the C compiler): a C compiler error on a program the front end
accepted is a code-generation bug and a finding too.

Deterministic for a given --seed, so a CI run is reproducible.

Usage: scripts/fuzz-frontend.py [--iterations N] [--seed S] [--timeout T]
                                [--skein PATH] [--findings DIR] [--build]
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOKEN = re.compile(
    r'\(\*.*?\*\)|"(?:[^"\\]|\\.)*"|#"(?:[^"\\]|\\.)*"|'
    r"[A-Za-z][A-Za-z0-9_']*|'[A-Za-z0-9_']*|~?0x[0-9A-Fa-f]+|~?[0-9]+(?:\.[0-9]+)?(?:[eE]~?[0-9]+)?|"
    r"[!%&$#+\-/:<=>?@\\~`^|*]+|[()\[\]{},;_.]|\s+|.",
    re.S,
)
POOL = """
val fun fn let in end local structure struct sig signature functor
datatype type eqtype exception abstype with withtype open include
case of if then else handle raise andalso orelse while do rec op
as where and sharing infix infixr nonfix ( ) [ ] { } , ; : :> = => -> | _ ...
# ~ 0 1 ~1 0w1 0x1F 1.5 1e10 "s" #"c" 'a ''a int real string unit list
ref ! := :: @ ^ + - * / div mod < > <= >= <> nil true false SOME NONE
""".split()


def tokens(text):
    return TOKEN.findall(text)


def mutate(rng, toks, other_lines):
    toks = list(toks)
    words = [i for i, t in enumerate(toks) if not t.isspace() and not t.startswith("(*")]
    idents = [t for t in toks if re.match(r"[A-Za-z]", t)] or ["x"]
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        if not words:
            break
        i = rng.choice(words)
        op = rng.randrange(7)
        if op == 0:
            toks[i] = ""
        elif op == 1:
            toks[i] = toks[i] + " " + toks[i]
        elif op == 2:
            toks[i] = rng.choice(POOL)
        elif op == 3:
            toks[i] = rng.choice(idents)
        elif op == 4:
            j = rng.choice(words)
            toks[i], toks[j] = toks[j], toks[i]
        elif op == 5:
            toks = toks[: i + 1]
            break
        else:
            toks[i] = toks[i] + "\n" + rng.choice(other_lines) + "\n"
    return "".join(toks)


def classify(proc, timed_out):
    if timed_out:
        return "timeout"
    err = proc.stderr
    if proc.returncode < 0:
        return f"signal {-proc.returncode}"
    if "panicked" in err or "RUST_BACKTRACE" in err:
        return "panic"
    if "internal" in err.lower() and "error" in err.lower():
        return "internal error"
    if proc.returncode == 0:
        return None
    if "the C compiler failed" in err:
        return "C compiler error"
    if proc.returncode == 1 and "error" in err:
        return None
    return f"exit {proc.returncode} without a diagnostic"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--skein", default=str(ROOT / "target/release/skein"))
    ap.add_argument("--findings", default=str(ROOT / "target/fuzz-findings"))
    ap.add_argument("--build", action="store_true", help="also build the mutants that check (C compiler errors are findings)")
    args = ap.parse_args()

    seeds = sorted(p for p in (ROOT / "tests").rglob("*.sml") if p.stat().st_size < 20000)
    texts = [p.read_text(errors="replace") for p in seeds]
    lines = [l for t in texts for l in t.splitlines() if l.strip()]
    rng = random.Random(args.seed)
    findings = Path(args.findings)
    found = 0
    last_pass = "remove-unreachable-2"
    with tempfile.TemporaryDirectory() as tmp:
        mutant = Path(tmp) / "mutant.sml"
        for n in range(args.iterations):
            k = rng.randrange(len(seeds))
            text = mutate(rng, tokens(texts[k]), lines)
            mutant.write_text(text)
            cmd = [args.skein, "check", "--check-ir", f"--dump-ir={last_pass}",
                   "--dump-ir-file=/dev/null", str(mutant)]
            try:
                proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout,
                                      errors="replace")
                verdict = classify(proc, False)
            except subprocess.TimeoutExpired as e:
                proc, verdict = e, "timeout"
            if args.build and not verdict and proc.returncode == 0:
                build = [args.skein, "build", str(mutant), "-o", str(Path(tmp) / "mutant")]
                try:
                    proc = subprocess.run(build, capture_output=True, text=True, timeout=6 * args.timeout,
                                          errors="replace")
                    verdict = classify(proc, False)
                except subprocess.TimeoutExpired as e:
                    proc, verdict = e, "timeout"
            if verdict:
                found += 1
                findings.mkdir(parents=True, exist_ok=True)
                out = findings / f"finding-{args.seed}-{n}.sml"
                out.write_text(text)
                stderr = proc.stderr if isinstance(proc.stderr, str) else (proc.stderr or b"").decode(errors="replace")
                (findings / f"finding-{args.seed}-{n}.stderr").write_text(stderr)
                print(f"{verdict}: {out} (from {seeds[k].relative_to(ROOT)})", flush=True)
                print("  " + "\n  ".join(stderr.strip().splitlines()[-5:]), flush=True)
    print(f"fuzz: {args.iterations} mutants, {found} findings (seed {args.seed})")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
