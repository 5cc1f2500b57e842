#!/usr/bin/env bash
# bench/device/build.sh: builds every parallel benchmark (bench/par) twice,
# against the sequential elision (NAME.seq: Ts) and against ForkJoin
# (NAME.par: T1, T2, ...), with this checkout's release `skein`, into
# bench/build/device/ (ignored), with the arguments of each (PAR_SIZES in
# bench/run.py, SIZES below: small or full) in bench/build/device/args.
# The executables need only libc, so the folder can be carried to another
# machine and run there by bench/device/run-par.sh without a Rust or C
# toolchain:
#   bash bench/device/build.sh full
#   (device) bash bench/device/run-par.sh      (carry: bench/build/device)
#   python3 bench/device/summarise.py RESULTS.tsv
set -euo pipefail
cd "$(dirname "$0")/../.."
sizes=${1:-full}
cargo build --release --quiet
skein=target/release/skein
out=bench/build/device
rm -rf "$out"
mkdir -p "$out"
python3 - "$sizes" > "$out/args" <<'PY'
import sys
sys.path.insert(0, "bench")
import importlib.util
spec = importlib.util.spec_from_file_location("run", "bench/run.py")
run = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run)
for name, s in run.PAR_SIZES.items():
    print(name, " ".join(str(a) for a in s[sys.argv[1]]))
PY
while read -r name args; do
    for mode in seq par; do
        fj='$(SML_LIB)/basis/fork-join.mlb'
        [ "$mode" = seq ] && fj="$PWD/bench/lib/seq-fork-join.mlb"
        SKEIN_NO_EXE_CACHE=1 "$skein" build bench/lib/bench.mlb \
            -mlb-path-var "FORK_JOIN $fj" -mlb-path-var "BENCH_MAIN $PWD/bench/par/$name.sml" \
            -o "$out/$name.$mode"
        strip "$out/$name.$mode"
    done
    echo "built $name ($args)"
done < "$out/args"
du -sh "$out"
