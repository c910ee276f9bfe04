package sharedclient_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestEndToEnd runs the command on a module that uses the real net/http, resty and
// go-retryablehttp: its tests fail as shared clients make them fail, the command reports
// every finding, -fix makes the tests pass under the race detector, and a second -fix
// changes nothing.
func TestEndToEnd(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "analyzers/sharedclient/testdata/e2e")

	// Before: the tests that share a cookie jar or a closed server fail.
	e2etest.Run(t, dir, nil, "go", "mod", "download").WantExit(t, 0)
	before := e2etest.Run(t, dir, nil, "go", "test", "-count=1", "./...")
	before.WantExit(t, 1)
	// The early srv.Close fails TestPaths every time; the leaked session cookie fails a test
	// only when the parallel tests interleave, which is timing, so it is not required here.
	if !strings.Contains(before.Stdout, "--- FAIL: TestPaths") {
		t.Errorf("go test before the fixes: the early srv.Close should fail TestPaths:\n%s", before.Stdout)
	}

	res := e2etest.Run(t, dir, nil, bin, "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr),
		`shop/shop_test.go:46: ^shared client "session" has a cookie jar and is used by parallel test TestCart; give each test its own client$`,
		`shop/shop_test.go:55: ^shared client "session" has a cookie jar and is used by parallel test TestCheckout`,
		`shop/shop_test.go:63: ^shared client "rc" is mutated here \(SetAuthToken\) and used by parallel test TestOrders`,
		`shop/shop_test.go:74: ^shared client "rc" carries auth state set by test code \(SetAuthToken in TestLogin\) and is used by parallel test TestOrders`,
		`shop/shop_test.go:82: ^shared client "retry" is mutated here \(RetryMax\) and used by parallel test TestRetryDefault`,
		`shop/shop_test.go:104: ^http.Get in parallel test TestHealth uses http.DefaultTransport, .*; use srv.Client\(\)$`,
		`shop/shop_test.go:115: ^deferred srv.Close runs when TestPaths returns, before its parallel subtests run; use t.Cleanup\(srv.Close\)$`,
	)

	e2etest.Run(t, dir, nil, bin, "-fix", "./...")
	fixed := readTree(t, dir)
	e2etest.Run(t, dir, nil, "go", "build", "./...").WantExit(t, 0)
	e2etest.Run(t, dir, nil, "go", "vet", "./...").WantExit(t, 0)
	after := e2etest.Run(t, dir, nil, "go", "test", "-race", "-count=1", "./...")
	after.WantExit(t, 0)

	// A second -fix changes nothing, and nothing is left to report.
	e2etest.Run(t, dir, nil, bin, "-fix", "./...")
	if again := readTree(t, dir); again != fixed {
		t.Errorf("a second -fix changed the module:\n%s\nwant:\n%s", again, fixed)
	}
	last := e2etest.Run(t, dir, nil, bin, "./...")
	last.WantExit(t, 0)
	if ds := e2etest.ParseText(last.Stderr); len(ds) > 0 {
		t.Errorf("findings after -fix: %v", ds)
	}
}

// readTree returns the Go files under dir, concatenated with their names.
func readTree(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		b.WriteString("-- " + path + " --\n")
		b.Write(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}
