package tokencache_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/fixturelint/fixturelint/analyzers/tokencache"
)

// TestLockScope expects map writes made after Unlock, or under a read lock only, to be data
// races: only an exclusive lock held at the write protects it.
func TestLockScope(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), tokencache.Analyzer, "lockscope")
}
