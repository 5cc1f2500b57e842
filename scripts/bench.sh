#!/usr/bin/env bash
# scripts/bench.sh: builds Skein (release) and runs the benchmark harness,
# bench/run.py, passing its arguments through, e.g.
#   bash scripts/bench.sh --quick
#   bash scripts/bench.sh --suite par --procs 1,2,4,8,16 --sizes full
#   bash scripts/bench.sh --only msort,fib
# OCaml baselines need `bash bench/setup.sh` once (installs ocaml-nox).
# Results: tables on stdout, JSON under bench/results/.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
exec python3 bench/run.py "$@"
