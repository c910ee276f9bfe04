#!/usr/bin/env bash
# Smoke test of the benchmark, so that it cannot rot: bench/run.sh builds its commands,
# generates a 16-package corpus, and times every side once (go vet mode and standalone); then
# each Go benchmark runs once. The numbers of this step mean nothing; the full benchmark is
# `bench/run.sh` (see docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The build cache that `go test ./...` has just filled: with a fresh one, compiling the
# standard library again would take most of this step's time. One round adds little to it.
BENCH_OUT=$out BENCH_GOCACHE=$(go env GOCACHE) bench/run.sh --smoke
for side in noop noopfact fixturelint-vet fixturelint noop-standalone fixturelint-standalone; do
	grep -q "^| $side |" "$out/results.md" || { echo "bench smoke: no result for $side" >&2; exit 1; }
done
grep -q '^Findings of fixturelint -json' "$out/results.md" || { echo "bench smoke: no findings line" >&2; exit 1; }

go test -run '^$' -bench 'Engine/Std|Baseline/Std' -benchtime 1x ./internal/parallel
