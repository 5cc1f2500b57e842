#!/usr/bin/env python3
"""bench/device/summarise.py: the table of a bench/device/run-par.sh run.

Reads its results.tsv and prints, per benchmark, the median wall seconds
of Ts (sequential elision) and of each T_P, the overhead T1/Ts, the
speedups Ts/T_P and the self-speedup T1/T_Pmax, the median promotions of
each T_P, and whether every run exited 0 and printed what Ts printed.
Issue 5's targets: T1/Ts <= 1.1, 16-core self-speedup >= 12; issue 6's:
T1/Ts geomean <= 1.1 and <= 1.3 each.  With --json FILE also writes the
figures as JSON.

Usage: python3 bench/device/summarise.py RESULTS.tsv [--json FILE]
"""
import argparse
import json
import math
import statistics


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--json")
    opts = ap.parse_args()
    runs = {}  # (bench, config) -> list of (seconds, status, promotions, output)
    order, configs, header = [], [], []
    with open(opts.results) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#"):
                header.append(line)
                continue
            cols = line.split("\t")
            if len(cols) < 8 or cols[0] == "bench":
                continue
            bench, config, _, secs, status, prom, _, out = cols[:8]
            if bench not in order:
                order.append(bench)
            if config not in configs:
                configs.append(config)
            runs.setdefault((bench, config), []).append((float(secs), status, prom, out))
    tps = [c for c in configs if c != "Ts"]
    pmax = tps[-1] if tps else None
    rows, table = [], []
    for b in order:
        med = {c: statistics.median(r[0] for r in runs[(b, c)]) for c in configs if (b, c) in runs}
        ts = med.get("Ts")
        want = {r[3] for r in runs.get((b, "Ts"), [])}
        ok = all(r[1] == "0" and (r[3] in want) for c in configs for r in runs.get((b, c), []))
        prom = {c: statistics.median(int(r[2]) for r in runs[(b, c)] if r[2].isdigit()) if any(r[2].isdigit() for r in runs.get((b, c), [])) else None for c in tps}
        t1 = med.get("T1")
        row = {"bench": b, "median_s": med, "promotions": prom, "ok": ok,
               "T1/Ts": t1 / ts if t1 and ts else None,
               "speedup_over_Ts": {c: ts / med[c] for c in tps if c in med and ts},
               "self_speedup": t1 / med[pmax] if t1 and pmax in med else None}
        rows.append(row)
        fmt = lambda x: "-" if x is None else ("%.3f" % x if x < 100 else "%.0f" % x)
        table.append([b, fmt(ts)] + [fmt(med.get(c)) for c in tps] + [fmt(row["T1/Ts"])]
                     + [fmt(row["speedup_over_Ts"].get(c)) for c in tps if c != "T1"]
                     + [fmt(row["self_speedup"])] + ["-" if prom.get(pmax) is None else "%d" % prom[pmax]]
                     + ["ok" if ok else "MISMATCH"])
    cols = (["bench", "Ts"] + tps + ["T1/Ts"] + ["Ts/" + c for c in tps if c != "T1"]
            + ["T1/%s" % pmax, "prom(%s)" % pmax, "check"])
    for h in header:
        print(h)
    widths = [max(len(str(r[i])) for r in [cols] + table) for i in range(len(cols))]
    for r in [cols] + table:
        print("  ".join(str(x).rjust(w) if i else str(x).ljust(w) for i, (x, w) in enumerate(zip(r, widths))))
    over = [r["T1/Ts"] for r in rows if r["T1/Ts"]]
    selfs = [r["self_speedup"] for r in rows if r["self_speedup"]]
    if over:
        print("T1/Ts geomean %.3f, worst %.3f" % (math.exp(sum(map(math.log, over)) / len(over)), max(over)))
    if selfs:
        print("self-speedup T1/%s geomean %.2f, least %.2f" % (pmax, math.exp(sum(map(math.log, selfs)) / len(selfs)), min(selfs)))
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"header": header, "benchmarks": rows}, f, indent=1)


if __name__ == "__main__":
    main()
