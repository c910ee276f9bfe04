#!/usr/bin/env bash
# The runtime guard (guard/, a module of its own, so that the analyzers' module does not depend
# on OpenTelemetry): go vet, its tests, and its proof on testdata/flaky (every failing run of the
# unfixed HTTP suites flagged, nothing on the fixed ones). GUARDPROOF_RUNS (default 3) sets the runs per
# suite; the figures of docs/guard.md use 20.
set -euo pipefail
cd "$(dirname "$0")/../../guard"
go vet ./...
go test ./...
FIXTURELINT_GUARDPROOF=1 go test ./internal/guardproof -count=1 -timeout=20m \
	-args -guardproof.runs="${GUARDPROOF_RUNS:-3}"
