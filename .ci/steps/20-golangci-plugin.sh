#!/usr/bin/env bash
# golangci-lint v2 module plugin, end to end (e2e.TestGolangciPlugin): builds a golangci-lint
# v2.15.0 binary that includes ./plugin, the way `golangci-lint custom` does, and runs it on
# testdata/integrations/findings: findings tagged (fixturelint), settings, unknown settings,
# //nolint:fixturelint, run --fix. Needs the Go module proxy; the build takes about 5 minutes
# on 2 cores with a cold build cache.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v go >/dev/null || { echo "go is not installed" >&2; exit 1; }
FIXTURELINT_E2E_GOLANGCI=1 go test -count=1 -timeout 45m -v -run '^TestGolangciPlugin$' ./e2e
