// Package e2e holds the end-to-end tests of fixturelint's integrations: the command under
// go vet, go fix and go tool, the golangci-lint module plugin, the pre-commit hooks, and the
// SARIF output. Each test runs the real tools on a module under testdata/integrations.
//
// The go vet, go fix, go tool and SARIF tests need only the Go toolchain and run with
// `go test ./...` (not with -short). The golangci-lint and pre-commit tests need more (a
// golangci-lint build, Debian's pre-commit) and run when FIXTURELINT_E2E_GOLANGCI=1 and
// FIXTURELINT_E2E_PRECOMMIT=1 are set, as .ci/steps/20-golangci-plugin.sh and
// .ci/steps/30-precommit.sh do; then a missing tool fails them.
package e2e
