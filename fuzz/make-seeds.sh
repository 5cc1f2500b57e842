#!/usr/bin/env bash
# Copies the golden test programs into fuzz/seeds as the fuzzer's corpus.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p seeds
find ../tests -name '*.sml' -exec cp {} seeds/ \;
echo "$(ls seeds | wc -l) seeds"
