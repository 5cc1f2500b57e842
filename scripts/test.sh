#!/usr/bin/env bash
# Runs every test of the project: the Rust crates' unit tests, the golden
# program suite under tests/ (with the Poly/ML differential check when
# `poly` is installed), the parallel matrix (tests/parallel, once; see
# scripts/par-stress.sh for the 20-fold stress run) and the C runtime's own
# tests, the scheduler's under ThreadSanitizer (and two parallel programs
# built on the ThreadSanitizer runtime), then a short front-end
# fuzzing run (scripts/fuzz-frontend.py).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --quiet
cargo test --release --workspace
if [ -f runtime/Makefile ]; then
    make -C runtime --no-print-directory test
    make -C runtime --no-print-directory tsan-test
    # Generated programs on the ThreadSanitizer runtime: the barriers,
    # entanglement pinning and local collections as real code drives them
    # (runtime/tsan.supp lists the benign races it ignores, with reasons).
    bash scripts/tsan-program.sh tests/parallel/entangle_shared.mlb procs 4 heartbeat-us 20
    bash scripts/tsan-program.sh tests/parallel/mergesort.mlb procs 3 heartbeat-us 20
    bash scripts/tsan-program.sh tests/parallel/region_par.mlb procs 4 heartbeat-us 20
fi

# Front-end fuzzing: 150 token-level mutants of the test programs through
# parsing, elaboration and the middle end; any panic, crash, hang or exit
# without a diagnostic fails the run (fixed seed: reproducible).
python3 scripts/fuzz-frontend.py --iterations 150 --seed "${SKEIN_FUZZ_SEED:-7}"
# ... and mutants that check are also built: a C compiler error on a
# program the front end accepted is a code generation bug.
python3 scripts/fuzz-frontend.py --iterations 100 --seed "${SKEIN_FUZZ_SEED:-8}" --build
