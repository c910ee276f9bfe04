#!/usr/bin/env bash
# pre-commit hooks, end to end (e2e.TestPreCommit): installs Debian's pre-commit when missing,
# then runs `pre-commit try-repo <this checkout> fixturelint|fixturelint-fix --all-files` on
# git repositories of testdata/integrations modules. pre-commit installs the hook with
# `go install` into an empty module cache, through the Go module proxy.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v go >/dev/null || { echo "go is not installed" >&2; exit 1; }
if ! command -v pre-commit >/dev/null || ! command -v git >/dev/null; then
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y pre-commit git
fi
pre-commit --version
FIXTURELINT_E2E_PRECOMMIT=1 go test -count=1 -timeout 45m -v -run '^TestPreCommit$' ./e2e
