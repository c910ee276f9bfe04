#!/usr/bin/env bash
# Proof on live suites (testdata/flaky): fixturelint reports what makes each suite flaky, and
# once fixed, the suite never fails. Runs every suite under the race detector before and after
# the fix and prints the table that docs/proof.md shows.
# FLAKYPROOF_RUNS (default 3) and FLAKYPROOF_PARALLEL (default 8) set the runs per suite and
# their -test.parallel; the figures of docs/proof.md use FLAKYPROOF_RUNS=20.
set -euo pipefail
cd "$(dirname "$0")/../.."
table=$(mktemp)
trap 'rm -f "$table"' EXIT
FIXTURELINT_FLAKYPROOF=1 go test ./internal/flakyproof -count=1 -timeout=30m \
	-args -flakyproof.runs="${FLAKYPROOF_RUNS:-3}" -flakyproof.parallel="${FLAKYPROOF_PARALLEL:-8}" \
	-flakyproof.table="$table"
cat "$table"
