#!/usr/bin/env bash
# bench/device/run-par.sh: runs the executables bench/device/build.sh made
# (bench/build/device: NAME.seq, NAME.par, args) on this machine: for each
# benchmark, RUNS rounds of Ts (the sequential elision) and T1, T2, ...
# (`@skein procs P stats`, P in PROCS), interleaved so that drift hits all
# configurations alike.  Needs only bash, coreutils and libc, so it runs on
# a bare machine.  Prints and writes (to $OUT/results.tsv when $OUT is
# set, else bench/build/device/results.tsv) one line per run:
#   bench  config  run  seconds  status  promotions  steals  output-checksum
# Stops starting new benchmarks after BUDGET seconds (default 480), so one
# call of a 10-minute command limit always returns its results.
# Environment: PROCS (default "1 2 4 8 16"), RUNS (default 3), BUDGET.
set -uo pipefail
cd "$(dirname "$0")/../../bench/build/device"
procs=${PROCS:-1 2 4 8 16}
runs=${RUNS:-3}
budget=${BUDGET:-480}
res=${OUT:+$OUT/}results.tsv
[ -n "${OUT:-}" ] || res=$PWD/results.tsv
start=$(date +%s)
echo "# $(nproc) CPUs, $(uname -m), procs: $procs, runs: $runs" | tee "$res"
printf 'bench\tconfig\trun\tseconds\tstatus\tpromotions\tsteals\toutput\n' | tee -a "$res"
run_one() { # name config run exe args...
    local name=$1 config=$2 r=$3; shift 3
    local t0 t1 st
    t0=$(date +%s%N)
    "$@" > out.txt 2> err.txt
    st=$?
    t1=$(date +%s%N)
    local prom steals
    prom=$(sed -n 's/^  promotions: *\([0-9]*\).*/\1/p' err.txt | head -1)
    steals=$(sed -n 's/^  steals: *\([0-9]*\).*/\1/p' err.txt | head -1)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$config" "$r" \
        "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')" \
        "$st" "${prom:--}" "${steals:--}" "$(tr '\n\t' '  ' < out.txt | cut -c1-80)" | tee -a "$res"
}
while read -r name args; do
    if [ $(( $(date +%s) - start )) -ge "$budget" ]; then
        echo "# budget of ${budget}s spent: $name and later not run" | tee -a "$res"
        break
    fi
    for r in $(seq 1 "$runs"); do
        # shellcheck disable=SC2086
        run_one "$name" Ts "$r" "./$name.seq" $args
        for p in $procs; do
            # shellcheck disable=SC2086
            run_one "$name" "T$p" "$r" "./$name.par" @skein procs "$p" stats -- $args
        done
    done
done < args
rm -f out.txt err.txt
echo "# done in $(( $(date +%s) - start ))s" | tee -a "$res"
