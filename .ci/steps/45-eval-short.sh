#!/usr/bin/env bash
# The real-module evaluation on its CI subset, so that the runner cannot rot: `go run ./eval
# -short` downloads a few small public modules through the Go module proxy, runs fixturelint on
# them in default mode, compares its findings with eval/labels/, checks -fix on a copy of every
# module that gets fixes (builds, vets, idempotent, tests that passed still pass) and prints the
# summary line. It fails on any error, panic or fix breakage. The full evaluation (every module
# of eval/modules.tsv, strict mode, timing) is `go run ./eval -strict` (see eval/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v go >/dev/null || { echo "go is not installed" >&2; exit 1; }
go run ./eval -short
