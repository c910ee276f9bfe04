package sharedclient_test

import (
	"testing"

	"github.com/fixturelint/fixturelint/internal/e2etest"
)

// TestHiddenStateThroughGoVet runs the command (go vet, export data) on external test
// packages that reach a package's unexported client only through its functions: the
// variable is not in go vet's view of the package, and is reported as it is from source. The
// package whose tests each get a client of their own gives nothing.
func TestHiddenStateThroughGoVet(t *testing.T) {
	e2etest.SkipShort(t)
	t.Parallel()
	bin := e2etest.Binary(t)
	dir := e2etest.CopyModule(t, "analyzers/sharedclient/testdata/hidden")

	// The hazard is real: the race detector sees the two tests' Initialize and Get.
	race := e2etest.Run(t, dir, nil, "go", "test", "-race", "-count=3", "./sdk")
	race.WantExit(t, 1)

	res := e2etest.Run(t, dir, nil, bin, "./...")
	res.WantExit(t, 1)
	e2etest.AssertDiagnostics(t, e2etest.ParseText(res.Stderr),
		`sdk/sdk_test.go:17: ^shared client "sdk.defaultClient" is mutated here \(reassigned, through sdk.Initialize\) and used by parallel test TestRefunds`,
		`sdk/sdk_test.go:18: ^parallel test TestOrders reads token cache sdk.defaultClient while parallel test TestRefunds refreshes it \(in sdk.Initialize\)`,
		`sdk/sdk_test.go:30: ^parallel test TestRefunds reads token cache sdk.defaultClient while parallel test TestOrders refreshes it \(in sdk.Initialize\)`,
	)
}
