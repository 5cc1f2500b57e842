#!/usr/bin/env bash
# Writes the expected output of run tests from Poly/ML, the oracle:
#   bash scripts/poly-expect.sh tests/run/NAME.sml...
# For each program, runs `poly --script` with `print` rebound to standard
# error (so that Poly's own messages on standard output -- `Exception- E
# raised`, match warnings -- stay out of it), writes what the program
# printed to NAME.out and, when Poly's exit status is not 0, that status to
# NAME.exit (an uncaught exception: 1).  A program Poly rejects is reported
# and gets no files.  `--check` compares with the existing files instead.
set -uo pipefail
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$@"; do
    base="${f%.sml}"
    { echo 'val print = fn s => TextIO.output (TextIO.stdErr, s);'; cat "$f"; } > "$tmp/prog.sml"
    input=/dev/null; [ -f "$base.in" ] && input="$base.in"
    timeout 120 poly --script "$tmp/prog.sml" > "$tmp/poly" 2> "$tmp/out" < "$input"
    rc=$?
    if [ $rc -ne 0 ] && ! grep -q '^Exception- ' "$tmp/poly"; then
        echo "$f: Poly/ML failed (status $rc):" >&2
        cat "$tmp/poly" >&2
        status=1
        continue
    fi
    if [ $check -eq 1 ]; then
        want_rc=0
        [ -f "$base.exit" ] && want_rc=$(cat "$base.exit")
        if ! cmp -s "$tmp/out" "$base.out" || [ "$rc" != "$want_rc" ]; then
            echo "$f: differs from Poly/ML (status $rc)" >&2
            diff "$base.out" "$tmp/out" | head -20 >&2
            status=1
        fi
    else
        cp "$tmp/out" "$base.out"
        if [ $rc -ne 0 ]; then echo $rc > "$base.exit"; else rm -f "$base.exit"; fi
    fi
done
exit $status
