#!/usr/bin/env bash
# Micro-benchmarks of the optimiser and of exception handlers: builds each
# bench/micro/*.sml with SKEIN (default: target/release/skein) and prints
# the median of 3 wall-clock runs.  Usage: bench/micro/run.sh [NAME...]
set -euo pipefail
cd "$(dirname "$0")"
SKEIN=${SKEIN:-../../target/release/skein}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
names=("$@")
[ ${#names[@]} -eq 0 ] && names=(fib tak nqueens msort loop handle nohandle)
for n in "${names[@]}"; do
    "$SKEIN" build "$n.sml" -o "$OUT/$n"
    times=()
    for _ in 1 2 3; do
        s=$(date +%s.%N)
        "$OUT/$n" > "$OUT/$n.out"
        e=$(date +%s.%N)
        times+=("$(echo "$e - $s" | bc)")
    done
    med=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
    printf '%-10s %8.3f s   (%s)  -> %s\n' "$n" "$med" "${times[*]}" "$(head -c 40 "$OUT/$n.out")"
done
