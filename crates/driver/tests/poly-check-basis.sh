#!/usr/bin/env bash
# Type-checks every basis/*.sml file under Poly/ML, in basis.mlb's order
# followed by the files of fork-join.mlb, region.mlb, mlton.mlb, mpl.mlb, unsafe.mlb, place.mlb and
# build/sources.mlb, then runs a smoke test of the pure-SML parts.
#
# Each `_prim "name" : ty` (and `_import "name" : ty`) becomes an unchecked cast of a Poly function
# (the few the smoke test reaches) or of a stub, so the check covers the
# SML around the primitives, not the primitives; the
# SkeinPrim types are Poly's (int8/int16 = int, word16 = Word32.word...).
# Poly's int and word are 63-bit, so 64-bit literals are shrunk for the
# check.  The
# `local ... in ... end` hiding of basis.mlb is flattened (all files see
# each other), so this does not check that hidden names stay hidden.
# Usage: bash crates/driver/tests/poly-check-basis.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$root/basis"
files="$(grep -oE '^[[:space:]]*[a-z0-9-]+\.sml' basis.mlb | tr -d ' ')
fork-join.sml region.sml mlton-coll.sml mlton-sys.sml coroutine.sml mlton-thread.sml mlton-pointer.sml mlton-weak.sml mlton-env.sml mlton-signal.sml mlton.sml mpl-file.sml mpl.sml unsafe.sml build/extras.sml place.sml"
{
  cat <<'SML'
(* The primitives the smoke test reaches, as Poly's own functions; every
   other primitive is a stub returning 0.  A ref, so that Poly cannot
   fold a cast constant at compile time. *)
val skeinPrims : (string * (int -> int)) list ref = ref
  [("print", RunCall.unsafeCast TextIO.print),
   ("String.size", RunCall.unsafeCast String.size),
   ("String.unsafeSub", RunCall.unsafeCast String.sub),
   ("String.^", RunCall.unsafeCast String.^),
   ("String.concat", RunCall.unsafeCast String.concat),
   ("String.implode", RunCall.unsafeCast String.implode),
   ("String.unsafeSubstring", RunCall.unsafeCast String.substring),
   ("Char.ord", RunCall.unsafeCast Char.ord),
   ("Char.unsafeChr", RunCall.unsafeCast Char.chr),
   ("Vector.fromList", RunCall.unsafeCast Vector.fromList),
   ("Vector.length", RunCall.unsafeCast Vector.length),
   ("Vector.unsafeSub", RunCall.unsafeCast Vector.sub),
   ("Array.alloc", RunCall.unsafeCast (fn n => Array.array (n, 0))),
   ("Array.length", RunCall.unsafeCast Array.length),
   ("Array.unsafeSub", RunCall.unsafeCast Array.sub),
   ("Array.unsafeUpdate", RunCall.unsafeCast Array.update),
   ("Vector.unsafeFromArray", RunCall.unsafeCast Array.vector),
   ("Word.fromInt", RunCall.unsafeCast Word.fromInt),
   ("Word.unsafeToInt", RunCall.unsafeCast Word.toIntX),
   ("Int.fmtRadix", RunCall.unsafeCast (fn (n, r) =>
      Int.fmt (case r of 2 => StringCvt.BIN | 8 => StringCvt.OCT | 10 => StringCvt.DEC | _ => StringCvt.HEX) n)),
   ("String.unsafeFindChar", RunCall.unsafeCast (fn (s, c, i) =>
      let fun f i = if i >= String.size s orelse String.sub (s, i) = c then i else f (i + 1) in f i end))]
val polyPrint = TextIO.print
fun skeinPrim name =
  case List.find (fn (n, _) => n = name) (!skeinPrims) of
    SOME (_, f) => f
  | NONE => (fn _ => 0);
structure SkeinPrim =
struct
  type word8 = Word8.word
  type word64 = Word64.word
  type intinf = IntInf.int
  type int8 = Int.int
  type int16 = Int.int
  type int32 = Int32.int
  type word16 = Word32.word
  type word32 = Word32.word
  type real32 = real
  type char = char
  type string = string
end;
SML
  for f in $files; do
    echo "(* FILE $f *)"
    cat "$f"
    echo ";"
  done
} | sed -E 's/_prim ("[^"]*") :/(RunCall.unsafeCast (skeinPrim \1)) :/g' \
  | sed -E 's/_import ("[^"]*")[a-z ]* :/(RunCall.unsafeCast (skeinPrim \1)) :/g' \
  | sed -E 's/~9223372036854775808/~4611686018427387904/g; s/9223372036854775807/4611686018427387903/g' \
  | sed -E 's/0wx[89a-fA-F]([0-9a-fA-F]{15})/0wx3\1/g' \
  > "$tmp/all.sml"
cat >> "$tmp/all.sml" <<'SML'
val () =
  if Int.toString ~123 = "~123" andalso Int.fromString " ~42x" = SOME ~42
     andalso String.tokens Char.isSpace " a bb " = ["a", "bb"]
     andalso List.tabulate (3, fn i => i) = [0, 1, 2]
     andalso Int.rem (~17, 10) = ~7 andalso Int.quot (~17, 10) = ~1
     andalso Bool.fromString " TRUE" = SOME true
     andalso Word.fromString "0wx1F" = SOME 0w31
  then polyPrint "basis OK under Poly/ML\n"
  else raise Fail "basis smoke test failed";
SML
cd "$tmp" && poly -q --error-exit --use all.sml < /dev/null
