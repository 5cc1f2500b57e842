#!/usr/bin/env bash
# Differential check of the golden front-end tests against Poly/ML.
#
# Every tests/**/NAME.sml with a NAME.sig must be accepted by Poly/ML, every
# one with a NAME.err must be rejected (a static error `FILE:LINE: error:`),
# except the programs listed in tests/polyml-exceptions.txt.
#
# Usage: tests/polyml-check.sh [-v] [SUBSTRING]
#   -v          print Poly/ML's output for each disagreement
#   SUBSTRING   only check tests whose path contains it
#   tests/polyml-check.sh --types FILE   show Poly/ML's bindings for FILE
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if [ "${1:-}" = "--types" ]; then
  # Poly/ML's interactive top level prints every binding with its type.
  poly < "$2" 2>&1 | sed '1d'
  exit 0
fi

verbose=0
if [ "${1:-}" = "-v" ]; then verbose=1; shift; fi
filter="${1:-}"

declare -A skip
if [ -f tests/polyml-exceptions.txt ]; then
  while read -r path _; do
    case "$path" in ''|'#'*) continue ;; esac
    skip["$path"]=1
  done < tests/polyml-exceptions.txt
fi

agree=0; disagree=0; skipped=0
while IFS= read -r f; do
  case "$f" in *"$filter"*) ;; *) continue ;; esac
  base="${f%.sml}"
  if [ -f "$base.sig" ]; then want=accept
  elif [ -f "$base.err" ]; then want=reject
  else continue
  fi
  if [ -n "${skip[$f]:-}" ]; then skipped=$((skipped+1)); continue; fi
  out="$(timeout 20 poly --script "$f" 2>&1)"
  rc=$?
  if [ $rc -eq 124 ]; then
    echo "TIMEOUT $f"; disagree=$((disagree+1)); continue
  fi
  if printf '%s\n' "$out" | grep -qE "^$(printf '%s' "$f" | sed 's/[.[\*^$]/\\&/g'):[0-9]+: error:"; then
    got=reject
  else
    got=accept
  fi
  if [ "$got" = "$want" ]; then
    agree=$((agree+1))
  else
    disagree=$((disagree+1))
    echo "DISAGREE $f: expected $want, Poly/ML says $got"
    if [ $verbose -eq 1 ]; then printf '%s\n' "$out" | sed 's/^/    /'; fi
  fi
done < <(find tests -name '*.sml' | sort)
echo "$agree agree, $disagree disagree, $skipped skipped (tests/polyml-exceptions.txt)"
[ $disagree -eq 0 ]
