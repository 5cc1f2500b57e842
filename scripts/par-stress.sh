#!/usr/bin/env bash
# Runs the parallel test matrix (crates/driver/tests/parallel.rs) 20 times
# over: every tests/parallel program with procs 1, 2, 3, 4, 8, plain, under
# gc-stress and under debug-gc.  Takes long on 2 cores; CI runs it once.
set -euo pipefail
cd "$(dirname "$0")/.."
SKEIN_PAR_REPEAT=${SKEIN_PAR_REPEAT:-20} cargo test --release -p skein --test parallel -- --nocapture
