#!/usr/bin/env bash
# Compares `skein check --print-sig` (stdout, stderr, exit status) of every
# tests/**/*.sml and *.mlb program between two skein binaries: a check that
# a front-end change (e.g. to how environments are stored) changes nothing
# that is elaborated or reported.
#   cp target/release/skein /tmp/skein-before        # on the old commit
#   ... change, cargo build --release ...
#   bench/frontend/print-sig-diff.sh /tmp/skein-before target/release/skein
# Each binary's outputs are kept under $TMPDIR/skein-print-sig/HASH/ (HASH of
# the binary), so the old one is run only once.  Prints the programs whose
# output differs; exits 1 if any does.
set -u
old=$(realpath "${1:?usage: print-sig-diff.sh OLD_SKEIN NEW_SKEIN}")
new=$(realpath "${2:?usage: print-sig-diff.sh OLD_SKEIN NEW_SKEIN}")
root=$(pwd)
outputs() {  # outputs BINARY -> directory of its outputs, filled in
  local bin=$1 dir f key
  dir=${TMPDIR:-/tmp}/skein-print-sig/$(sha256sum "$bin" | cut -c1-16)
  mkdir -p "$dir"
  while IFS= read -r f; do
    key=$(echo "$f" | tr '/' '_')
    [ -e "$dir/$key.out" ] && continue
    (cd "$(dirname "$f")" && timeout 60 "$bin" check --print-sig "$(basename "$f")" >"$dir/$key.tmp" 2>"$dir/$key.err"
     echo "exit $?" >>"$dir/$key.tmp"; mv "$dir/$key.tmp" "$dir/$key.out")
  done < <(cd "$root" && find tests -name '*.sml' -o -name '*.mlb' | sort)
  echo "$dir"
}
a=$(outputs "$old")
b=$(outputs "$new")
differ=0
count=0
for f in "$a"/*.out; do
  key=$(basename "$f" .out)
  count=$((count + 1))
  if ! cmp -s "$a/$key.out" "$b/$key.out" || ! cmp -s "$a/$key.err" "$b/$key.err"; then
    echo "DIFFERS: $key"
    differ=1
  fi
done
echo "$count programs compared ($a vs $b)"
exit $differ
