#!/bin/bash
# scripts/cml-expect.sh tests/run/lib/cml_NAME.sml: writes tests/run/cml_NAME.out
# from SML/NJ's CML (the oracle for Skein's $(SML_LIB)/cml: scheduling
# order included).  Needs `sml`, `ml-build` and SML/NJ's CML library
# (Debian: apt-get install smlnj libcml-smlnj).  The program's top-level
# declarations (core declarations only: no structures) are wrapped in
# `structure Main = struct fun main _ = let ... in OS.Process.success end end`
# and built with ml-build against $cml/basis.cm and $cml/cml.cm; `print` is
# rebound to CML's TextIO.print (the pervasive one writes elsewhere there).
set -euo pipefail
src=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
name=$(basename "$src" .sml)
out=$(cd "$(dirname "$src")/.." && pwd)/$name.out
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  echo "structure Main = struct fun main (_ : string, _ : string list) = let val print = TextIO.print"
  cat "$src"
  echo "in OS.Process.success end end"
} > "$work/main.sml"
printf 'Group structure Main is\n  $cml/basis.cm\n  $cml/cml.cm\n  main.sml\n' > "$work/main.cm"
(cd "$work" && ml-build main.cm Main.main prog > build.log 2>&1) || { cat "$work/build.log"; exit 1; }
(cd "$work" && timeout 120 sml @SMLload=prog.x86-linux) > "$out"
echo "wrote $out"
