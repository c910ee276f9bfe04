package tokencache_test

import (
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestEndToEnd runs the command on a module that uses the real golang.org/x/oauth2 and keeps
// a package-level token cache written by parallel tests: the findings are reported, -fix
// moves the cache into the tests, and the fixed module is clean, builds, and passes
// go test -race.
func TestEndToEnd(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "analyzers/tokencache/testdata/e2e")

	res := e2etest.Run(t, dir, nil, bin, "./...")
	if res.ExitCode == 0 {
		t.Fatalf("%s: exit 0, want findings\n%s", res.Cmd, res.Stderr)
	}
	e2etest.AssertContains(t, e2etest.ParseText(res.Stderr),
		"orders_test.go:23: data race: parallel test TestAliceOrders writes token cache tokens without holding a mutex while parallel test TestBobOrders uses it",
		"orders_test.go:42: data race: parallel test TestBobOrders writes token cache tokens",
		"orders_test.go:24: parallel test TestAliceOrders reads token cache tokens while parallel test TestBobOrders refreshes it",
		"orders_test.go:43: parallel test TestBobOrders reads token cache tokens while parallel test TestAliceOrders refreshes it",
	)

	e2etest.Run(t, dir, nil, bin, "-fix", "./...").WantExit(t, 0)

	again := e2etest.Run(t, dir, nil, bin, "./...")
	again.WantExit(t, 0)
	if ds := e2etest.ParseText(again.Stderr); len(ds) > 0 {
		t.Errorf("findings after -fix: %v", ds)
	}
	e2etest.Run(t, dir, nil, "go", "build", "./...").WantExit(t, 0)
	e2etest.Run(t, dir, nil, "go", "test", "-race", "-count=1", "./...").WantExit(t, 0)
}
