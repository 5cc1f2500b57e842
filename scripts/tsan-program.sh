#!/usr/bin/env bash
# Builds a Skein program against the runtime compiled with ThreadSanitizer
# and runs it with the given runtime options, failing on any data race not
# in runtime/tsan.supp (whose entries say why they are benign):
#   bash scripts/tsan-program.sh tests/parallel/entangle_shared.mlb procs 4 heartbeat-us 20
# The runtime's own unit tests run under TSan with `make -C runtime
# tsan-test`; this covers the barriers, pinning and collections as
# generated code drives them.  Needs target/release/skein (cargo build
# --release).
set -euo pipefail
cd "$(dirname "$0")/.."
prog="$1"; shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
make -C runtime --no-print-directory -s B=build-tsan CFLAGS="-O1 -g -fsanitize=thread -Wno-tsan" build-tsan/libskeinrt.a
SKEIN_KEEP_C=1 target/release/skein build "$prog" -o "$tmp/prog"
${CC:-cc} -std=c11 -O1 -g -fsanitize=thread -Iruntime/include "$tmp/prog.c" \
    runtime/build-tsan/libskeinrt.a -o "$tmp/prog-tsan" -lgmp -lm -lpthread
TSAN_OPTIONS="halt_on_error=1 report_signal_unsafe=0 suppressions=$PWD/runtime/tsan.supp" \
    "$tmp/prog-tsan" @skein "$@" -- > "$tmp/out"
echo "tsan-program: $prog under ThreadSanitizer ($*): no data race"
