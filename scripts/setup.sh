#!/usr/bin/env bash
# Installs the system packages Skein needs on a fresh Debian/Ubuntu machine:
#   polyml      - Poly/ML, the oracle of the differential tests
#   libgmp-dev  - GMP, for IntInf in the runtime
#   gcc, make   - to build the C runtime and the generated C
#   clang       - the other C compiler generated C must build with
#                 (crates/driver/tests/cli.rs: programs_build_with_clang)
# and checks for a Rust toolchain.  Safe to run repeatedly.
set -euo pipefail

need=()
command -v poly >/dev/null 2>&1 || need+=(polyml libpolyml-dev)
[ -e /usr/include/gmp.h ] || [ -e /usr/include/x86_64-linux-gnu/gmp.h ] || need+=(libgmp-dev)
command -v cc >/dev/null 2>&1 || need+=(gcc)
command -v make >/dev/null 2>&1 || need+=(make)
command -v clang >/dev/null 2>&1 || need+=(clang)

if [ ${#need[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
    echo "setup: no Rust toolchain found; install one with rustup (https://rustup.rs)" >&2
    exit 1
fi
echo "setup: ok"
