#!/bin/sh
# bench/faults.sh: page faults, system time, max RSS and Skein's peak heap of
# one run of a built benchmark (what the chunk pool and chunk size change).
#
#   sh bench/faults.sh [--runtime-opt OPT]... EXE [ARGS...]
#   sh bench/faults.sh bench/build/seq/binarytrees.skein 18
#   sh bench/faults.sh --runtime-opt 'procs 2' bench/build/par/msort.par 1000000
#
# Build the executables first (python3 bench/run.py --quick --only NAME ...
# leaves them under bench/build/).  Prints one line:
#   NAME ARGS  user U s  sys S s  faults F  maxRSS R MB  peak-heap H MB  gcs N
# Needs GNU time (/usr/bin/time -v).
set -eu
opts=""
while [ "$#" -gt 0 ] && [ "$1" = "--runtime-opt" ]; do opts="$opts $2"; shift 2; done
[ "$#" -ge 1 ] || { sed -n '2,12p' "$0"; exit 2; }
exe=$1; shift
out=$(mktemp); trap 'rm -f "$out"' EXIT
/usr/bin/time -v "$exe" @skein $opts gc-stats -- "$@" >/dev/null 2>"$out" || { cat "$out"; exit 1; }
awk -v name="$(basename "$exe")$opts $*" '
  /User time/ {u=$NF} /System time/ {s=$NF} /Minor .*page faults/ {f=$NF}
  /Maximum resident/ {r=$NF} /max heap size/ {h=$(NF-1)} /^  collections/ {n=$NF}
  END {printf "%-36s user %6.2f s  sys %5.2f s  faults %8d  maxRSS %6.0f MB  peak-heap %6.0f MB  gcs %s\n",
       name, u, s, f, r/1024, h/1048576, n}' "$out"
