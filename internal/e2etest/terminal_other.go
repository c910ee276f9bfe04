//go:build !linux

package e2etest

import "testing"

// RunTerminal skips t: pseudo-terminals are opened on Linux only.
func RunTerminal(t testing.TB, dir string, env []string, name string, args ...string) Result {
	t.Helper()
	t.Skip("pseudo-terminal tests run on Linux only")
	return Result{}
}
