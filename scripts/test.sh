#!/usr/bin/env bash
# Runs every test of the project: the Rust crates' unit tests, the golden
# program suite under tests/ (with the Poly/ML differential check when
# `poly` is installed) and the C runtime's own tests.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --quiet
cargo test --release --workspace
if [ -f runtime/Makefile ]; then
    make -C runtime --no-print-directory test
fi
