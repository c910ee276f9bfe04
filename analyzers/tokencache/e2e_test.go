package tokencache_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestEndToEnd runs the command on a module that uses the real golang.org/x/oauth2 and
// keeps two package-level token caches written by parallel tests:
//
//   - orders_test.go's tokens map, used only by test functions: -fix moves it into the tests;
//   - authtest.Tokens, an exported helper-package cache with no automatic fix: the hand fix
//     in testdata/e2e-handfix gives each test its own cache (authtest.NewTokens(t)).
//
// Before the fixes the billing tests fail when run twice (the second run retries with a
// token that the first run's server issued); after them the module is clean, builds, and
// passes go test -race.
func TestEndToEnd(t *testing.T) {
	e2etest.SkipShort(t)
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "analyzers/tokencache/testdata/e2e")

	res := e2etest.Run(t, dir, nil, bin, "./...")
	if res.ExitCode == 0 {
		t.Fatalf("%s: exit 0, want findings\n%s", res.Cmd, res.Stderr)
	}
	got := e2etest.ParseText(res.Stderr)
	e2etest.AssertContains(t, got,
		"orders_test.go:23: data race: parallel test TestAliceOrders writes token cache tokens without holding a mutex while parallel test TestBobOrders uses it",
		"orders_test.go:41: data race: parallel test TestBobOrders writes token cache tokens",
		`billing/billing_test.go:17: data race: parallel test TestInvoices writes token cache authtest.Tokens \(in authtest.Token\)`,
		"billing/billing_test.go:17: parallel test TestInvoices reads token cache authtest.Tokens while parallel test TestRefunds refreshes it",
		"billing/billing_test.go:30: parallel test TestRefunds reads token cache authtest.Tokens while parallel test TestInvoices refreshes it",
	)

	// In JSON: each finding has its rule's category; only the orders cache has a fix.
	js := e2etest.ParseJSON(t, e2etest.Run(t, dir, nil, bin, "-json", "./...").Stdout)
	categories := map[string]int{}
	for _, d := range js {
		if d.Analyzer != "tokencache" {
			continue
		}
		categories[d.Category]++
		if wantFix := strings.HasSuffix(d.File, "orders_test.go"); (d.Fixes > 0) != wantFix {
			t.Errorf("%s: %d fixes, want a fix: %v", d, d.Fixes, wantFix)
		}
	}
	// Each orders test reads only the key it writes: its writes race, but they replace no
	// token that the other test reads. The helper authtest.Token writes at one place, which
	// is one finding however many tests call it.
	if categories["racy-write"] != 3 || categories["refreshed"] != 2 || len(categories) != 2 {
		t.Errorf("categories = %v, want 3 racy-write and 2 refreshed", categories)
	}

	// The findings are real: a second run of the billing tests retries with a stale token.
	before := e2etest.Run(t, dir, nil, "go", "test", "-count=2", "./billing")
	if before.ExitCode == 0 || !strings.Contains(before.Stdout, "401 Unauthorized") {
		t.Errorf("billing tests passed before the fix, want a 401 from a stale token\n%s", before.Stdout)
	}

	e2etest.Run(t, dir, nil, bin, "-fix", "./...").WantExit(t, 0)
	left := e2etest.ParseText(e2etest.Run(t, dir, nil, bin, "./...").Stderr)
	for _, d := range left {
		if !strings.Contains(d.File, "billing_test.go") {
			t.Errorf("finding left after -fix outside the hand-fixed package: %s", d)
		}
	}

	// authtest.Tokens has no automatic fix by design: apply the hand fix.
	if err := e2etest.CopyDir(filepath.Join(e2etest.Root(t), "analyzers/tokencache/testdata/e2e-handfix"), dir); err != nil {
		t.Fatal(err)
	}
	again := e2etest.Run(t, dir, nil, bin, "./...")
	again.WantExit(t, 0)
	if ds := e2etest.ParseText(again.Stderr); len(ds) > 0 {
		t.Errorf("findings after the fixes: %v", ds)
	}
	e2etest.Run(t, dir, nil, "go", "build", "./...").WantExit(t, 0)
	e2etest.Run(t, dir, nil, "go", "test", "-race", "-count=2", "./...").WantExit(t, 0)
}
