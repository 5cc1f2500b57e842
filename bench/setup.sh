#!/usr/bin/env bash
# bench/setup.sh: installs what the benchmark harness (bench/run.py) needs
# beyond scripts/setup.sh: the OCaml native compiler (ocamlopt) for the
# OCaml baselines of bench/seq/.  Not part of CI's setup.  C baselines use
# the system cc already installed by scripts/setup.sh.
set -euo pipefail
if ! command -v ocamlopt >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then SUDO=sudo; fi
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq ocaml-nox
fi
ocamlopt -version
