#!/bin/bash
# scripts/actor-poly-check.sh: a second opinion on the actor tests.  Runs
# every tests/run/lib/actor_*.sml (except the big ones marked
# `(* no-gc-stress *)` and those marked `(* no-poly *)`, which show a
# runtime error) under Poly/ML with the same library sources
# (cml/core.sml, cml/cml.sml, actor/*.sml) on an emulation of the runtime's
# coroutines by Poly threads (scripts/actor-poly/coroutine-poly.sml), and
# compares stdout and exit status with tests/run/actor_*.out/.exit.  Poly
# prints `Fail "m"` where Skein (like MLton and SML/NJ) prints `Fail: m`
# for General.exnMessage; that is normalised.  Needs `poly`.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail=0
for src in "$root"/tests/run/lib/actor_*.sml; do
  name=$(basename "$src" .sml)
  if grep -q '(\* no-gc-stress \*)' "$src"; then echo "skip $name (too big for a thread per actor)"; continue; fi
  if grep -q '(\* no-poly \*)' "$src"; then echo "skip $name (a runtime error)"; continue; fi
  { cat "$root/scripts/actor-poly/coroutine-poly.sml" "$root/cml/core.sml" "$root/cml/cml-sigs.sml" "$root/cml/cml.sml" \
        "$root/actor/actor-sig.sml" "$root/actor/actor.sml" "$src"
    printf '\nval () = OS.Process.exit OS.Process.success;\n'; } > "$tmp/prog.sml"
  timeout 120 poly --script "$tmp/prog.sml" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  sed -i 's/Fail "\(.*\)"/Fail: \1/' "$tmp/out"
  want_rc=$(cat "$root/tests/run/$name.exit" 2>/dev/null || echo 0)
  if cmp -s "$tmp/out" "$root/tests/run/$name.out" && [ "$rc" = "$want_rc" ]; then
    echo "ok   $name"
  else
    echo "FAIL $name (status $rc, expected $want_rc)"; diff "$tmp/out" "$root/tests/run/$name.out" | head -20; tail -5 "$tmp/err"
    fail=1
  fi
done
exit $fail
