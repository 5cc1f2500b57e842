#!/usr/bin/env bash
# Checks the aarch64 port on an x86-64 machine: cross-compiles the C
# runtime and its unit tests for aarch64 (static, with Debian's arm64 GMP)
# and runs them under qemu-user, then compiles tests/parallel programs with
# Skein, cross-compiles the generated C and runs each with procs 1 and 4,
# under heartbeat-us 1 and (unless marked no-gc-stress) gc-stress, against
# its expected output.  This is
# what exercises fiber.c's aarch64 context switch (a broken GOT reference
# in it hung every first switch to a fiber, unseen on x86-64).
#
# Installs gcc-aarch64-linux-gnu, qemu-user and libgmp-dev:arm64 when they
# are missing (Debian/Ubuntu; adds the arm64 architecture to dpkg).  qemu
# runs the code with the host's memory ordering, so this checks the port's
# code, not its behaviour under aarch64's weaker ordering.
#
# Usage: bash scripts/test-aarch64.sh   (after `cargo build --release`)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if ! command -v aarch64-linux-gnu-gcc >/dev/null || ! command -v qemu-aarch64 >/dev/null ||
   [ ! -e /usr/lib/aarch64-linux-gnu/libgmp.a ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO dpkg --add-architecture arm64
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq gcc-aarch64-linux-gnu qemu-user libgmp-dev:arm64 >/dev/null
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc=aarch64-linux-gnu-gcc

# The runtime's unit tests (tests/run.sh runs each with its options).
tests=$(sed -n 's/^TESTS := //p' runtime/Makefile)
make -s -C runtime CC=$cc B="$out/rt" CFLAGS="-O2 -static" $(for t in $tests; do echo "$out/rt/tests/$t"; done) >/dev/null
mkdir -p "$out/bin"
for t in $tests; do
    printf '#!/bin/sh\nexec qemu-aarch64 %s "$@"\n' "$out/rt/tests/$t" > "$out/bin/$t"
    chmod +x "$out/bin/$t"
done
sh runtime/tests/run.sh "$out/bin"

# Generated programs, end to end.
fail=0
for t in fib mergesort exceptions nested loops_exn loops_tiny cas par_frames cml_with_par; do
    SKEIN_KEEP_C=1 "$root/target/release/skein" build "tests/parallel/$t.mlb" -o "$out/$t.x86" >/dev/null
    $cc -std=c11 -O2 -fno-math-errno -frounding-math -Iruntime/include "$out/$t.x86.c" "$out/rt/libskeinrt.a" \
        -static -lgmp -lm -lpthread -o "$out/$t"
    configs=("procs 1" "procs 4" "procs 3 heartbeat-us 1")
    grep -q "no-gc-stress" "tests/parallel/$t.sml" || configs+=("procs 2 gc-stress")
    for opts in "${configs[@]}"; do
        # shellcheck disable=SC2086
        if timeout 300 qemu-aarch64 "$out/$t" @skein $opts -- > "$out/$t.out" 2>/dev/null &&
           cmp -s "$out/$t.out" "tests/parallel/$t.out"; then
            :
        else
            echo "FAIL aarch64 $t (@skein $opts)"
            fail=1
        fi
    done
done
[ $fail -eq 0 ] && echo "aarch64: runtime tests and parallel programs ok"
exit $fail
