#!/usr/bin/env bash
# Type-checks (and smoke-tests) basis/*.sml under Poly/ML, with SkeinPrim
# replaced by Poly's own functions.  Poly's int is 63-bit, so 64-bit
# literals are shrunk for the check.  Usage: bash crates/driver/tests/poly-check-basis.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/all.sml" <<'SML'
structure SkeinPrim =
struct
  val print = TextIO.print
  val exnName = General.exnName
  val stringSize = String.size
  val stringUnsafeSub = String.sub
  val stringAppend = String.^
  val stringConcat = String.concat
  val stringImplode = String.implode
  val stringUnsafeSubstring = String.substring
  val charOrd = Char.ord
  val charUnsafeChr = Char.chr
  val realFromInt = Real.fromInt
  val realUnsafeFloor = Real.floor
  val realUnsafeCeil = Real.ceil
  val realUnsafeTrunc = Real.trunc
  val realUnsafeRound = Real.round
  val realToString = Real.toString
  fun vectorFromList l = Vector.fromList l
end
SML
cd "$root/basis"
cat general.sml option.sml bool.sml list.sml char.sml string.sml int.sml real.sml top-level.sml \
    fork-join.sml mlton.sml unsafe.sml \
  | sed -E 's/_prim "([^"]*)" :/(fn _ => raise Fail "\1") :/g' \
  | sed -E 's/~9223372036854775808/~4611686018427387904/g; s/9223372036854775807/4611686018427387903/g' \
  >> "$tmp/all.sml"
cat >> "$tmp/all.sml" <<'SML'
val () =
  if Int.toString ~123 = "~123" andalso Int.fromString " ~42x" = SOME ~42
     andalso String.tokens Char.isSpace " a bb " = ["a", "bb"]
     andalso List.tabulate (3, fn i => i) = [0, 1, 2]
     andalso Int.rem (~17, 10) = ~7 andalso Int.quot (~17, 10) = ~1
  then print "basis OK under Poly/ML\n"
  else raise Fail "basis smoke test failed"
SML
cd "$tmp" && poly -q --error-exit --use all.sml < /dev/null
