#!/usr/bin/env python3
"""bench/run.py: Skein's benchmark harness (python3, standard library only).

Six suites:
  seq      bench/seq/NAME.{sml,c,ml}: the same algorithm in SML (built by
           skein), C (cc -O2) and OCaml (ocamlopt); reports the median wall
           time of each and the ratios Skein/C and Skein/OCaml.
  par      bench/par/NAME.sml on ForkJoin, built twice through
           bench/lib/bench.mlb: against bench/lib/seq-fork-join.mlb (the
           sequential elision: Ts) and against $(SML_LIB)/basis/fork-join.mlb,
           run with `@skein procs P` for each P in --procs (T1, T2, ...);
           reports medians, T1/Ts (overhead of parallelism), Ts/TP (speedup
           over the sequential elision) and the max heap from `@skein
           gc-stats`, and the median CPU seconds with the promotions counted
           by `@skein stats` (par forks + loop splits).
  io       bench/io/NAME.{sml,c}: Basis text I/O and conversions (TextIO
           inputLine + String.tokens over a file bench/io/gentext.c writes
           into bench/build/io/, Int.toString, Real.toString) against C
           anchors (getline + a scan, snprintf); reports median CPU and
           wall seconds and Skein/C.
  places   bench/places/NAME.sml on Place, built through bench/lib/places.mlb
           and run with its first argument the number of places: 0 (the
           main program does everything: Ts) and each P in --procs (TP),
           every place with one worker (`@skein procs 1`); reports medians
           and Ts/TP (the speedup from places).
  actors   bench/actors/NAME.sml on Actor (actor/), built through
           bench/lib/actors.mlb: skynet (spawn cost: wall seconds per actor),
           ring (message cost: per send+receive+switch), and serve, run
           twice: as a plain receive loop (mode 0) and as Actor.serve with
           a Region.run per message (mode 1); reports medians, the per-unit
           costs, collections and the max heap (`@skein stats`).
  compile  compile time of every SML benchmark (`skein build`, recorded while
           building); front-end speed: `skein check` of programs generated
           by bench/frontend/gen_big.py (--frontend-lines; lines/second,
           max RSS) and of an empty program (the basis alone); and the
           phases of `skein build examples/hello.sml` (front end, middle
           end, C generation + cc + link, as CPU-second differences).

Every program prints a checksum line; the harness checks that all versions
of a benchmark (SML/C/OCaml, Ts/T1/T2...) print the same and exits with
status 1 if any differ or fail.  Sizes: the SIZES tables below (--sizes
small, the default, keeps Skein runs around 0.5-3 s on a small machine;
full is the size named in the issues).  Every program takes its sizes on
the command line (SML: `prog @skein gc-stats -- ARGS`, CommandLine).
A benchmark is built once and run at any size.

Runs are interleaved (run 1 of every configuration, then run 2, ...) so that
machine noise spreads evenly; children get an unlimited stack (the OCaml
and SML list code recurses deeply).  Results: a table on stdout and a JSON
file under bench/results/ (gitignored).

Usage: python3 bench/run.py [--suite seq,par,io,places,actors,compile] [--only NAME,...]
         [--sizes small|full] [--runs N | --quick] [--procs 1,2,4]
         [--timeout S] [--json FILE] [--skein PATH]
"""
import argparse
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
BUILD = os.path.join(BENCH, "build")
RESULTS = os.path.join(BENCH, "results")

# name -> {size class: [int args]}; see each program's header comment.
SEQ_SIZES = {
    "fib":         {"small": [38],          "full": [42]},
    "tak":         {"small": [300],         "full": [3000]},
    "nqueens":     {"small": [11],          "full": [13]},
    "msort":       {"small": [100000, 1],   "full": [1000000, 5]},
    "quicksort":   {"small": [200000, 1],   "full": [1000000, 5]},
    "nbody":       {"small": [100000],      "full": [5000000]},
    "strings":     {"small": [100000, 1],   "full": [1000000, 3]},
    "binarytrees": {"small": [16],          "full": [20]},
}
PAR_SIZES = {
    "fib":           {"small": [37],        "full": [40]},
    "msort":         {"small": [1000000],   "full": [10000000]},
    "primes":        {"small": [10000000],  "full": [100000000]},
    "nqueens":       {"small": [12],        "full": [13]},
    "dmm":           {"small": [500],       "full": [1024]},
    "wc":            {"small": [20000000],  "full": [100000000]},
    "msort-strings": {"small": [400000],    "full": [1000000]},
    "quickhull":     {"small": [1000000],   "full": [10000000]},
    "loops":         {"small": [20000000, 100000000], "full": [200000000, 1000000000]},
    # issue 6 (Spork's benchmarks, all grain-free: parform / reducem / par)
    "map-heavy":     {"small": [4000000],   "full": [40000000]},
    "sieve":         {"small": [10000000],  "full": [100000000]},
    "sparse-mxv":    {"small": [500000, 16, 5], "full": [3000000, 16, 5]},
    "mandelbrot":    {"small": [2500],      "full": [8000]},
    "bignum-add":    {"small": [10000000],  "full": [50000000]},
    "line-fit":      {"small": [40000000],  "full": [400000000]},
    "integrate":     {"small": [30000000],  "full": [300000000]},
    "wc-reducem":    {"small": [20000000],  "full": [100000000]},
    "msort-gf":      {"small": [1000000],   "full": [10000000]},
    # entanglement management: a lock-free hash set shared by all tasks
    "dedup":         {"small": [2000000],   "full": [10000000]},
}
# The first argument (the number of places) is added by suite_places.
PLACES_SIZES = {
    "primes":    {"small": [20000000],  "full": [200000000]},
    "primelist": {"small": [10000000],  "full": [50000000]},
}
# (args, units: what the per-unit cost divides by); serve's first argument
# (the mode) is added by suite_actors.
ACTORS_SIZES = {
    "skynet": {"small": [100000, 10],   "full": [1000000, 100]},
    "ring":   {"small": [1000, 1000],   "full": [1000, 10000]},
    "serve":  {"small": [100000, 1000], "full": [1000000, 1000]},
}
# lines: bytes of the generated text file (its path is the argument).
IO_SIZES = {
    "lines": {"small": [16000000], "full": [100000000]},
    "itos":  {"small": [2000000],  "full": [10000000]},
    "rtos":  {"small": [1000000],  "full": [10000000]},
}


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def raise_stack_limit():
    try:
        _, hard = resource.getrlimit(resource.RLIMIT_STACK)
        resource.setrlimit(resource.RLIMIT_STACK, (hard, hard))
    except (ValueError, OSError):
        pass


def run_timed(cmd, timeout, cwd=None):
    """Runs cmd; returns (wall seconds, rusage, exit status, stdout, stderr)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                         preexec_fn=raise_stack_limit)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        return time.perf_counter() - t0, None, "timeout", out.decode(errors="replace"), err.decode(errors="replace")
    wall = time.perf_counter() - t0
    return wall, None, p.returncode, out.decode(errors="replace"), err.decode(errors="replace")


def run_with_rusage(cmd, timeout):
    """Runs cmd; returns wall and CPU seconds, exit status and output."""
    t0 = time.perf_counter()
    # communicate() reaps the child, so its CPU time is the RUSAGE_CHILDREN
    # delta (children run one at a time)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=raise_stack_limit)
    try:
        out, err = p.communicate(timeout=timeout)
        status = p.returncode
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        status = "timeout"
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user = after.ru_utime - before.ru_utime
    cpu = user + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "user": user, "status": status,
            "stdout": out.decode(errors="replace"), "stderr": err.decode(errors="replace")}


def run_measured(cmd, timeout):
    """Runs cmd (output discarded but stderr); returns wall and CPU seconds,
    max RSS (MB) of that one child (os.wait4), exit status and stderr."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=raise_stack_limit)
    timer = threading.Timer(timeout, p.kill)
    timer.start()
    err = p.stderr.read()
    _, wstatus, ru = os.wait4(p.pid, 0)
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(wstatus)
    return {"wall": time.perf_counter() - t0, "cpu": ru.ru_utime + ru.ru_stime, "rss_mb": ru.ru_maxrss / 1024.0,
            "status": p.returncode, "stderr": err.decode(errors="replace")}


def sh_quote(args):
    return " ".join(a if re.fullmatch(r"[\w@%+=:,./-]+", a) else "'" + a.replace("'", "'\\''") + "'" for a in args)


class Builder:
    def __init__(self, opts):
        self.opts = opts
        self.skein = opts.skein
        self.records = []  # compile records

    def record(self, entry):
        self.records.append(entry)
        if entry["ok"]:
            log("  built %-28s %6.2f s" % (entry["what"], entry["seconds"]))
        else:
            log("  FAILED to build %s:\n%s" % (entry["what"], entry["error"][-3000:]))

    def skein_build(self, suite, name, fork_join, tag, mlb="bench.mlb"):
        out_dir = os.path.join(BUILD, suite)
        os.makedirs(out_dir, exist_ok=True)
        exe = os.path.join(out_dir, "%s.%s" % (name, tag))
        main = os.path.join(BENCH, suite, name + ".sml")
        cmd = [self.skein, "build", os.path.join(BENCH, "lib", mlb),
               "-mlb-path-var", "FORK_JOIN " + fork_join,
               "-mlb-path-var", "BENCH_MAIN " + main,
               "-o", exe]
        r = run_with_rusage(cmd, self.opts.build_timeout)
        status, out, err = r["status"], r["stdout"], r["stderr"]
        ok = status == 0 and os.path.exists(exe)
        self.record({"suite": suite, "bench": name, "what": "%s/%s [%s]" % (suite, name, tag),
                     "compiler": "skein", "seconds": r["wall"], "cpu": r["cpu"], "ok": ok, "command": sh_quote(cmd),
                     "lines": count_lines([main, os.path.join(BENCH, "lib", "bench-util.sml"),
                                           os.path.join(BENCH, "lib", "par-util.sml")]),
                     "error": "" if ok else (out + err)})
        return exe if ok else None

    def c_build(self, name, suite="seq"):
        src = os.path.join(BENCH, suite, name + ".c")
        exe = os.path.join(BUILD, suite, name + ".c-exe")
        os.makedirs(os.path.dirname(exe), exist_ok=True)
        cc = os.environ.get("CC", "cc")
        cmd = [cc, "-O2", "-o", exe, src, "-lm"]
        wall, _, status, out, err = run_timed(cmd, self.opts.build_timeout)
        ok = status == 0
        self.record({"suite": suite, "bench": name, "what": "%s/%s [C]" % (suite, name), "compiler": cc,
                     "seconds": wall, "ok": ok, "command": sh_quote(cmd), "lines": count_lines([src]),
                     "error": "" if ok else out + err})
        return exe if ok else None

    def ocaml_build(self, name):
        ocamlopt = shutil.which("ocamlopt")
        if not ocamlopt:
            return None
        d = os.path.join(BUILD, "ocaml", name)
        os.makedirs(d, exist_ok=True)
        src = os.path.join(d, name + ".ml")
        shutil.copyfile(os.path.join(BENCH, "seq", name + ".ml"), src)
        exe = os.path.join(d, name + ".exe")
        flags = ["-O3"] if ocaml_has_flambda() else []
        cmd = [ocamlopt] + flags + ["-o", exe, name + ".ml"]
        wall, _, status, out, err = run_timed(cmd, self.opts.build_timeout, cwd=d)
        ok = status == 0
        self.record({"suite": "seq", "bench": name, "what": "seq/%s [OCaml]" % name, "compiler": "ocamlopt",
                     "seconds": wall, "ok": ok, "command": sh_quote(cmd), "lines": count_lines([src]),
                     "error": "" if ok else out + err})
        return exe if ok else None


_flambda = None


def ocaml_has_flambda():
    global _flambda
    if _flambda is None:
        try:
            cfg = subprocess.run(["ocamlopt", "-config"], capture_output=True, text=True).stdout
            _flambda = bool(re.search(r"^flambda:\s*true", cfg, re.M))
        except OSError:
            _flambda = False
    return _flambda


def count_lines(paths):
    n = 0
    for p in paths:
        try:
            with open(p, errors="replace") as f:
                n += sum(1 for _ in f)
        except OSError:
            pass
    return n


def parse_gc_stats(stderr):
    m = re.search(r"max heap size:\s*(\d+) bytes", stderr)
    g = re.search(r"GC time:\s*([\d.]+) s", stderr)
    c = re.search(r"collections:\s*(\d+)", stderr)
    # `@skein stats` (the par suite): heartbeat promotions, split into par
    # forks and loop splits, and steals
    p = re.search(r"promotions:\s*(\d+) \(par forks (\d+), loop splits (\d+)\)", stderr)
    st = re.search(r"^  steals:\s*(\d+)", stderr, re.M)
    return {"max_heap": int(m.group(1)) if m else None,
            "gc_time": float(g.group(1)) if g else None,
            "collections": int(c.group(1)) if c else None,
            "promotions": int(p.group(1)) if p else None,
            "fork_promotions": int(p.group(2)) if p else None,
            "loop_splits": int(p.group(3)) if p else None,
            "steals": int(st.group(1)) if st else None}


class Config:
    """One executable run one way: a column of the result table."""

    def __init__(self, bench, label, cmd, skein):
        self.bench, self.label, self.cmd, self.skein = bench, label, cmd, skein
        self.times, self.cpu, self.user, self.outputs, self.gc, self.errors = [], [], [], [], [], []

    def run_once(self, timeout):
        r = run_with_rusage(self.cmd, timeout)
        if r["status"] != 0:
            self.errors.append("exit %s: %s" % (r["status"], (r["stderr"] or r["stdout"])[-500:].strip()))
            return
        self.times.append(r["wall"])
        self.cpu.append(r["cpu"])
        self.user.append(r["user"])
        self.outputs.append(r["stdout"].strip())
        if self.skein:
            self.gc.append(parse_gc_stats(r["stderr"]))

    def median(self):
        return statistics.median(self.times) if self.times else None

    def cpu_median(self):
        return statistics.median(self.cpu) if self.cpu else None

    def user_median(self):
        """User CPU only: big-memory programs' kernel time (page faults)
        varies 2x between runs on virtual machines."""
        return statistics.median(self.user) if self.user else None

    def output(self):
        outs = set(self.outputs)
        if len(outs) > 1:
            return "<runs differ: %s>" % " | ".join(sorted(outs))
        return self.outputs[0] if self.outputs else None

    def max_heap(self):
        hs = [g["max_heap"] for g in self.gc if g["max_heap"] is not None]
        return max(hs) if hs else None

    def promotions(self):
        ps = [g["promotions"] for g in self.gc if g.get("promotions") is not None]
        return statistics.median(ps) if ps else None

    def json(self):
        return {"label": self.label, "command": sh_quote(self.cmd), "times": self.times, "cpu": self.cpu, "user": self.user,
                "median": self.median(), "cpu_median": self.cpu_median(), "promotions": self.promotions(),
                "output": self.output(), "gc": self.gc, "errors": self.errors}


def skein_cmd(exe, runtime_opts, args):
    return [exe, "@skein"] + runtime_opts + ["gc-stats", "--"] + args


def run_configs(configs, runs, timeout):
    for rep in range(runs):
        log("run %d/%d" % (rep + 1, runs))
        for c in configs:
            if c is None or (c.errors and not c.times):
                continue
            c.run_once(timeout)
            t = c.times[-1] if c.times and len(c.times) == rep + 1 else None
            log("  %-22s %-6s %s" % (c.bench, c.label, "%.3f s" % t if t is not None else "FAILED: " + c.errors[-1]))


def fmt_t(t):
    return "-" if t is None else "%.3f" % t


def fmt_r(a, b):
    if a is None or b is None or b == 0:
        return "-"
    return "%.2f" % (a / b)


def fmt_n(x):
    return "-" if x is None else "%d" % x


def fmt_mb(b):
    return "-" if b is None else "%.0f" % (b / 1048576)


def print_table(title, header, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    print()
    print(title)
    line = "  ".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(header, widths)))
    print(line)
    print("-" * len(line))
    for r in rows:
        print("  ".join(str(x).ljust(w) if i == 0 else str(x).rjust(w) for i, (x, w) in enumerate(zip(r, widths))))


def check_outputs(bench, configs, problems):
    outs = {c.label: c.output() for c in configs if c is not None and c.times}
    failed = [c.label for c in configs if c is not None and c.errors]
    for f in failed:
        problems.append("%s: %s failed: %s" % (bench, f, [c for c in configs if c and c.label == f][0].errors[-1]))
    distinct = set(outs.values())
    if len(distinct) > 1 or any(o and o.startswith("<runs differ") for o in distinct):
        problems.append("%s: checksums differ: %s" % (bench, "; ".join("%s=%r" % kv for kv in outs.items())))
        return "MISMATCH"
    return "ok" if distinct and not failed else ("FAILED" if failed or not distinct else "ok")


def suite_seq(opts, builder, names, problems):
    log("== seq: building")
    benches = []
    fj = os.path.join(BENCH, "lib", "seq-fork-join.mlb")
    for name in names:
        args = SEQ_SIZES[name][opts.sizes]
        sk = builder.skein_build("seq", name, fj, "skein")
        c = builder.c_build(name)
        ml = builder.ocaml_build(name) if not opts.no_ocaml else None
        a = [str(x) for x in args]
        benches.append((name, args, [
            Config(name, "Skein", skein_cmd(sk, [], a), True) if sk else None,
            Config(name, "C", [c] + a, False) if c else None,
            Config(name, "OCaml", [ml] + a, False) if ml else None]))
    log("== seq: running")
    run_configs([c for _, _, cs in benches for c in cs], opts.runs, opts.timeout)
    rows, cpu_rows, out = [], [], []
    for name, args, (sk, c, ml) in benches:
        status = check_outputs(name, [sk, c, ml], problems)
        tsk, tc, tml = (x.median() if x else None for x in (sk, c, ml))
        rows.append([name, " ".join(map(str, args)), fmt_t(tsk), fmt_t(tc), fmt_t(tml),
                     fmt_r(tsk, tc), fmt_r(tsk, tml), fmt_mb(sk.max_heap() if sk else None), status])
        csk, cc, cml = (x.cpu_median() if x else None for x in (sk, c, ml))
        gct = statistics.median([g["gc_time"] for g in sk.gc if g["gc_time"] is not None] or [0]) if sk else None
        cpu_rows.append([name, fmt_t(csk), fmt_t(cc), fmt_t(cml), fmt_r(csk, cc), fmt_r(csk, cml),
                         fmt_t(gct)])
        out.append({"bench": name, "args": args, "status": status,
                    "configs": [x.json() for x in (sk, c, ml) if x],
                    "ratio_skein_c": tsk / tc if tsk and tc else None,
                    "ratio_skein_ocaml": tsk / tml if tsk and tml else None})
    print_table("Sequential benchmarks (median wall seconds of %d runs, size %s)" % (opts.runs, opts.sizes),
                ["bench", "args", "Skein", "C", "OCaml", "Skein/C", "Skein/OCaml", "heapMB", "check"], rows)
    print_table("Same runs, median CPU seconds (user+sys; less sensitive to a loaded machine); "
                "gc = Skein's GC time (gc-stats, wall clock)",
                ["bench", "Skein", "C", "OCaml", "Skein/C", "Skein/OCaml", "gc"], cpu_rows)
    return out


def io_input(name, args, builder, problems):
    """The command-line arguments of io benchmark `name`: for lines, the path
    of the text file bench/io/gentext.c writes (once per size, kept in
    bench/build/io/); for the others, the sizes themselves."""
    if name != "lines":
        return [str(x) for x in args]
    path = os.path.join(BUILD, "io", "text-%d.txt" % args[0])
    if not os.path.exists(path):
        gen = builder.c_build("gentext", "io")
        if not gen:
            problems.append("io: cannot build bench/io/gentext.c")
            return None
        r = run_with_rusage([gen, str(args[0]), path + ".tmp"], builder.opts.timeout)
        if r["status"] != 0:
            problems.append("io: gentext failed: %s" % r["stderr"][-500:])
            return None
        os.replace(path + ".tmp", path)
    return [path]


def suite_io(opts, builder, names, problems):
    """Basis text I/O and conversions against C: each bench/io/NAME.sml
    with its C anchor bench/io/NAME.c.  Reported in CPU seconds (user+sys)
    first: these programs are short and the machine is shared."""
    log("== io: building")
    benches = []
    fj = os.path.join(BENCH, "lib", "seq-fork-join.mlb")
    for name in names:
        args = IO_SIZES[name][opts.sizes]
        a = io_input(name, args, builder, problems)
        sk = builder.skein_build("io", name, fj, "skein")
        c = builder.c_build(name, "io")
        if a is None:
            sk = c = None
        benches.append((name, args, [
            Config(name, "Skein", skein_cmd(sk, [], a), True) if sk else None,
            Config(name, "C", [c] + a, False) if c else None]))
    log("== io: running")
    run_configs([c for _, _, cs in benches for c in cs], opts.runs, opts.timeout)
    rows, out = [], []
    for name, args, (sk, c) in benches:
        status = check_outputs(name, [sk, c], problems)
        csk, cc = (x.cpu_median() if x else None for x in (sk, c))
        tsk, tc = (x.median() if x else None for x in (sk, c))
        gct = statistics.median([g["gc_time"] for g in sk.gc if g["gc_time"] is not None] or [0]) if sk else None
        rows.append([name, " ".join(map(str, args)), fmt_t(csk), fmt_t(cc), fmt_r(csk, cc),
                     fmt_t(tsk), fmt_t(tc), fmt_r(tsk, tc), fmt_mb(sk.max_heap() if sk else None), fmt_t(gct), status])
        out.append({"bench": name, "args": args, "status": status,
                    "configs": [x.json() for x in (sk, c) if x],
                    "ratio_skein_c_cpu": csk / cc if csk and cc else None,
                    "ratio_skein_c": tsk / tc if tsk and tc else None})
    print_table("I/O and conversion benchmarks (median of %d runs, size %s; CPU = user+sys seconds; "
                "gc = Skein's GC time)" % (opts.runs, opts.sizes),
                ["bench", "args", "Skein CPU", "C CPU", "Skein/C CPU", "Skein wall", "C wall", "Skein/C wall",
                 "heapMB", "gc", "check"], rows)
    return out


def suite_par(opts, builder, names, problems):
    log("== par: building")
    benches = []
    seq_fj = os.path.join(BENCH, "lib", "seq-fork-join.mlb")
    par_fj = "$(SML_LIB)/basis/fork-join.mlb"
    for name in names:
        args = PAR_SIZES[name][opts.sizes]
        s = builder.skein_build("par", name, seq_fj, "seq")
        p = builder.skein_build("par", name, par_fj, "par")
        a = [str(x) for x in args]
        cs = [Config(name, "Ts", skein_cmd(s, [], a), True) if s else None]
        for n in opts.procs:
            cs.append(Config(name, "T%d" % n, skein_cmd(p, ["procs", str(n), "stats"], a), True) if p else None)
        benches.append((name, args, cs))
    log("== par: running")
    run_configs([c for _, _, cs in benches for c in cs], opts.runs, opts.timeout)
    rows, cpu_rows, out = [], [], []
    for name, args, cs in benches:
        status = check_outputs(name, cs, problems)
        cts = [c.cpu_median() if c else None for c in cs]
        uts = [c.user_median() if c else None for c in cs]
        cpu_rows.append([name] + [fmt_t(t) for t in cts] + [fmt_r(cts[1] if len(cts) > 1 else None, cts[0])]
                        + [fmt_r(uts[1] if len(uts) > 1 else None, uts[0])]
                        + [fmt_n(c.promotions() if c else None) for c in cs[1:]])
        ts = cs[0].median() if cs[0] else None
        tp = [c.median() if c else None for c in cs[1:]]
        t1 = tp[0] if opts.procs and opts.procs[0] == 1 else None
        row = [name, " ".join(map(str, args)), fmt_t(ts)] + [fmt_t(t) for t in tp]
        row += [fmt_r(t1, ts)] + [fmt_r(ts, t) for t, n in zip(tp, opts.procs) if n != 1]
        row += [fmt_mb(cs[0].max_heap() if cs[0] else None)]
        row += [fmt_mb(c.max_heap() if c else None) for c in cs[1:]]
        row += [status]
        rows.append(row)
        out.append({"bench": name, "args": args, "status": status, "configs": [c.json() for c in cs if c],
                    "procs": opts.procs})
    header = ["bench", "args", "Ts"] + ["T%d" % n for n in opts.procs] + ["T1/Ts"]
    header += ["Ts/T%d" % n for n in opts.procs if n != 1]
    header += ["heapMB(Ts)"] + ["heapMB(T%d)" % n for n in opts.procs] + ["check"]
    print_table("Parallel benchmarks (median wall seconds of %d runs, size %s; Ts = sequential elision)"
                % (opts.runs, opts.sizes), header, rows)
    print_table("Same runs, median CPU seconds (user+sys, all threads); user = the ratio of user CPU only "
                "(kernel time, mostly page faults, is noisy on VMs); prom = median heartbeat promotions "
                "(par forks + loop splits, `@skein stats`)",
                ["bench", "Ts"] + ["T%d" % n for n in opts.procs] + ["T%d/Ts" % opts.procs[0] if opts.procs else "-"]
                + ["user" if opts.procs else "-"] + ["prom(T%d)" % n for n in opts.procs],
                cpu_rows)
    return out


def suite_places(opts, builder, names, problems):
    log("== places: building")
    benches = []
    for name in names:
        args = PLACES_SIZES[name][opts.sizes]
        exe = builder.skein_build("places", name, "$(SML_LIB)/basis/place.mlb", "places", mlb="places.mlb")
        a = [str(x) for x in args]
        # No gc-stats: every place would print its own at exit.
        cs = [Config(name, "T%d" % p if p else "Ts", [exe, "@skein", "procs", "1", "--", str(p)] + a, False)
              if exe else None for p in [0] + opts.procs]
        benches.append((name, args, cs))
    log("== places: running")
    run_configs([c for _, _, cs in benches for c in cs], opts.runs, opts.timeout)
    rows, out = [], []
    for name, args, cs in benches:
        status = check_outputs(name, cs, problems)
        ts = cs[0].median() if cs[0] else None
        tp = [c.median() if c else None for c in cs[1:]]
        rows.append([name, " ".join(map(str, args)), fmt_t(ts)] + [fmt_t(t) for t in tp]
                    + [fmt_r(ts, t) for t in tp] + [status])
        out.append({"bench": name, "args": args, "status": status, "configs": [c.json() for c in cs if c],
                    "places": opts.procs})
    print_table("Places benchmarks (median wall seconds of %d runs, size %s; Ts = no place, TP = P places "
                "of one worker each)" % (opts.runs, opts.sizes),
                ["bench", "args", "Ts"] + ["T%d" % n for n in opts.procs] + ["Ts/T%d" % n for n in opts.procs]
                + ["check"], rows)
    return out


def actors_units(name, args):
    """What a run's wall time is divided by: actors spawned, messages."""
    if name == "skynet":
        leaves, fan = args
        n, total = leaves, 0
        while n > 1:
            total, n = total + n, n // fan
        return total + 1, "actor"
    if name == "ring":
        return args[0] * args[1], "message"
    return args[0], "message"


def suite_actors(opts, builder, names, problems):
    log("== actors: building")
    benches = []
    for name in names:
        args = ACTORS_SIZES[name][opts.sizes]
        exe = builder.skein_build("actors", name, "$(SML_LIB)/basis/fork-join.mlb", "actors", mlb="actors.mlb")
        a = [str(x) for x in args]
        if name == "serve":
            modes = [("loop", ["0"]), ("regions", ["1"])]
        else:
            modes = [("run", [])]
        cs = [Config(name, label, [exe, "@skein", "stats", "--"] + m + a, True) if exe else None for label, m in modes]
        benches.append((name, args, cs))
    log("== actors: running")
    run_configs([c for _, _, cs in benches for c in cs], opts.runs, opts.timeout)
    rows, out = [], []
    for name, args, cs in benches:
        status = check_outputs(name, cs, problems)
        units, unit = actors_units(name, args)
        for c in cs:
            if c is None:
                continue
            t = c.median()
            gcs = [g["collections"] for g in c.gc if g.get("collections") is not None]
            rows.append([name + ("" if c.label == "run" else " (%s)" % c.label), " ".join(map(str, args)), fmt_t(t),
                         "-" if t is None else "%.2f us/%s" % (t * 1e6 / units, unit),
                         fmt_n(statistics.median(gcs) if gcs else None), fmt_mb(c.max_heap()), status])
        out.append({"bench": name, "args": args, "status": status, "configs": [c.json() for c in cs if c],
                    "units": units, "unit": unit})
    print_table("Actor benchmarks (median wall seconds of %d runs, size %s; cost = wall / actors spawned or "
                "messages; GCs = collections, heap = max heap MB, from `@skein stats`)" % (opts.runs, opts.sizes),
                ["bench", "args", "wall", "cost", "GCs", "heap", "check"], rows)
    return out


def suite_compile(opts, builder, problems):
    """Front-end speed on gen_big.py's program, plus the build times recorded."""
    rows = []
    for r in builder.records:
        if r["compiler"] == "skein" and r["ok"]:
            rows.append([r["what"], r["lines"], "%.2f" % r["seconds"], "%.2f" % r["cpu"]])
    if rows:
        print_table("Skein build times (skein build: front end + C generation + cc -O2 + link; lines = "
                    "benchmark + bench/lib sources, the basis not counted; CPU = skein + cc)",
                    ["program", "lines", "wall s", "CPU s"], rows)
    others = [[r["what"], "%.2f" % r["seconds"]] for r in builder.records if r["compiler"] != "skein" and r["ok"]]
    if others:
        print_table("Baseline build times", ["program", "seconds"], others)
    front = []
    d = os.path.join(BUILD, "frontend")
    os.makedirs(d, exist_ok=True)
    empty = os.path.join(d, "empty.sml")
    with open(empty, "w") as f:
        f.write("val () = ()\n")
    sources = [(0, empty)]
    for lines in opts.frontend_lines:
        src = os.path.join(d, "big%d.sml" % lines)
        with open(src, "w") as f:
            subprocess.run([sys.executable, os.path.join(BENCH, "frontend", "gen_big.py"), str(lines)], stdout=f, check=True)
        sources.append((count_lines([src]), src))
    for real, src in sources:
        times, cpus, rss = [], [], []
        for _ in range(max(1, opts.runs)):
            r = run_measured([opts.skein, "check", src], opts.timeout)
            if r["status"] != 0:
                problems.append("frontend: skein check %s failed: %s" % (src, r["stderr"][-500:]))
                break
            times.append(r["wall"])
            cpus.append(r["cpu"])
            rss.append(r["rss_mb"])
        if times:
            med, cmed = statistics.median(times), statistics.median(cpus)
            front.append({"lines": real, "times": times, "cpu": cpus, "median": med, "cpu_median": cmed, "rss_mb": max(rss),
                          "lines_per_second": real / med, "lines_per_cpu_second": real / cmed if cmed else None})
    if front:
        print_table("Front-end speed (skein check of bench/frontend/gen_big.py output; 0 lines = the basis alone; "
                    "median of %d)" % max(1, opts.runs),
                    ["lines", "wall s", "lines/s", "CPU s", "lines/CPU s", "max RSS MB"],
                    [[f["lines"], "%.3f" % f["median"], "%.0f" % f["lines_per_second"], "%.3f" % f["cpu_median"],
                      "%.0f" % f["lines_per_cpu_second"] if f["lines_per_cpu_second"] else "-", "%.0f" % f["rss_mb"]]
                     for f in front])
    hello = hello_phases(opts, problems)
    return {"builds": builder.records, "frontend": front, "hello": hello}


def hello_phases(opts, problems):
    """Where `skein build examples/hello.sml` spends its time: minimum CPU
    seconds (skein + cc + ld) of three commands that stop after the front
    end, after the last SSA pass, and after linking."""
    hello = os.path.join(ROOT, "examples", "hello.sml")
    exe = os.path.join(BUILD, "frontend", "hello")
    last_pass = subprocess.run([opts.skein, "check", "--dump-ir=list", hello], capture_output=True, text=True).stdout.split()
    steps = [("front end (check)", [opts.skein, "check", hello])]
    if last_pass:
        steps.append(("+ middle end (mono, lower, SSA passes)",
                      [opts.skein, "check", "--dump-ir=" + last_pass[-1], "--dump-ir-file=" + os.devnull, hello]))
    steps.append(("+ C generation, cc -O2, link (build)", [opts.skein, "build", hello, "-o", exe]))
    out = []
    for what, cmd in steps:
        cpus, walls = [], []
        for _ in range(max(3, opts.runs)):
            r = run_measured(cmd, opts.timeout)
            if r["status"] != 0:
                problems.append("hello: %s failed: %s" % (sh_quote(cmd), r["stderr"][-500:]))
                break
            cpus.append(r["cpu"])
            walls.append(r["wall"])
        if cpus:
            out.append({"what": what, "cpu": min(cpus), "wall": min(walls), "command": sh_quote(cmd)})
    if out:
        print_table("skein build examples/hello.sml by phase (min of %d; each row includes the ones above)" % max(3, opts.runs),
                    ["phase", "CPU s", "wall s"], [[o["what"], "%.3f" % o["cpu"], "%.3f" % o["wall"]] for o in out])
    return out


def tool_version(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", default="seq,par,io,places,actors,compile",
                    help="comma-separated: seq, par, io, places, actors, compile")
    ap.add_argument("--only", default=None, help="comma-separated benchmark names (either suite)")
    ap.add_argument("--sizes", choices=["small", "full"], default="small")
    ap.add_argument("--runs", type=int, default=5, help="runs per configuration (median reported)")
    ap.add_argument("--quick", action="store_true", help="1 run per configuration")
    ap.add_argument("--procs", default="1,2", help="worker counts for the parallel suite, e.g. 1,2,4,8,16")
    ap.add_argument("--timeout", type=float, default=300, help="seconds per run")
    ap.add_argument("--build-timeout", type=float, default=600)
    ap.add_argument("--frontend-lines", default="5000,20000,80000", help="sizes of the gen_big.py programs")
    ap.add_argument("--no-ocaml", action="store_true")
    ap.add_argument("--skein", default=os.path.join(ROOT, "target", "release", "skein"))
    ap.add_argument("--json", default=None, help="result file (default bench/results/DATE.json)")
    opts = ap.parse_args()
    if opts.quick:
        opts.runs = 1
    opts.procs = [int(p) for p in opts.procs.split(",") if p]
    opts.frontend_lines = [int(x) for x in opts.frontend_lines.split(",") if x]
    suites = set(opts.suite.split(","))
    only = set(opts.only.split(",")) if opts.only else None
    if not os.path.exists(opts.skein):
        sys.exit("no skein at %s: run `cargo build --release` first (or pass --skein)" % opts.skein)
    if not shutil.which("ocamlopt") and not opts.no_ocaml:
        log("warning: ocamlopt not found (bash bench/setup.sh installs it); OCaml columns are empty")
    if only:
        unknown = only - set(SEQ_SIZES) - set(PAR_SIZES) - set(IO_SIZES) - set(PLACES_SIZES) - set(ACTORS_SIZES)
        if unknown:
            sys.exit("unknown benchmark(s): %s" % ", ".join(sorted(unknown)))
    builder = Builder(opts)
    problems = []
    result = {"date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "sizes": opts.sizes, "runs": opts.runs,
              "machine": {"platform": platform.platform(), "cpus": os.cpu_count(),
                          "cc": tool_version([os.environ.get("CC", "cc"), "--version"]),
                          "ocamlopt": tool_version(["ocamlopt", "-version"]),
                          "skein_rev": tool_version(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"])}}
    if "seq" in suites:
        names = [n for n in SEQ_SIZES if not only or n in only]
        if names:
            result["seq"] = suite_seq(opts, builder, names, problems)
    if "par" in suites:
        names = [n for n in PAR_SIZES if not only or n in only]
        if names:
            result["par"] = suite_par(opts, builder, names, problems)
    if "io" in suites:
        names = [n for n in IO_SIZES if not only or n in only]
        if names:
            result["io"] = suite_io(opts, builder, names, problems)
    if "places" in suites:
        names = [n for n in PLACES_SIZES if not only or n in only]
        if names:
            result["places"] = suite_places(opts, builder, names, problems)
    if "actors" in suites:
        names = [n for n in ACTORS_SIZES if not only or n in only]
        if names:
            result["actors"] = suite_actors(opts, builder, names, problems)
    if "compile" in suites:
        if not only:
            result["compile"] = suite_compile(opts, builder, problems)
        else:
            result["compile"] = {"builds": builder.records}
    for r in builder.records:
        if not r["ok"]:
            problems.append("build failed: %s" % r["what"])
    result["problems"] = problems
    os.makedirs(RESULTS, exist_ok=True)
    path = opts.json or os.path.join(RESULTS, time.strftime("%Y%m%d-%H%M%S") + "-" + opts.sizes + ".json")
    with open(path, "w") as f:
        json.dump(result, f, indent=1)
    print()
    print("results: %s" % os.path.relpath(path))
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        sys.exit(1)


if __name__ == "__main__":
    main()
