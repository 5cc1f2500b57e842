#!/usr/bin/env bash
# Micro-benchmarks of the optimiser, of exception handlers and of regions
# (regions.mlb: prints its own comparison): builds each
# bench/micro/NAME.sml (NAME.mlb when there is one) with SKEIN (default: target/release/skein) and
# prints, over 3 runs, the median wall-clock time and the median CPU time
# (user + sys: steadier than wall time on a shared machine) in seconds.
# Usage: bench/micro/run.sh [NAME...]
set -euo pipefail
cd "$(dirname "$0")"
SKEIN=${SKEIN:-../../target/release/skein}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
names=("$@")
[ ${#names[@]} -eq 0 ] && names=(fib tak nqueens msort loop handle nohandle)
median() { sort -n | sed -n 2p; }
for n in "${names[@]}"; do
    src="$n.sml"; [ -f "$n.mlb" ] && src="$n.mlb"
    "$SKEIN" build "$src" -o "$OUT/$n"
    : > "$OUT/times"
    for _ in 1 2 3; do
        /usr/bin/time -f "%e %U %S" -a -o "$OUT/times" "$OUT/$n" > "$OUT/$n.out"
    done
    wall=$(awk '{print $1}' "$OUT/times" | median)
    cpu=$(awk '{printf "%.2f\n", $2 + $3}' "$OUT/times" | median)
    printf '%-10s wall %7.2f s   cpu %7.2f s   -> %s\n' "$n" "$wall" "$cpu" "$(head -c 40 "$OUT/$n.out")"
done
